import type { BadgeArt } from '../../features/rewards/art/art.types.ts';
import type { BadgeCriteria } from '../../features/rewards/rewards.badges.ts';

/** One badge of the catalogue: how it is earned (criteria) and how it looks (art). */
export interface BadgeSeed {
  id: string;
  name: string;
  description: string;
  criteria: BadgeCriteria;
  art: BadgeArt;
}

const art = (
  shape: BadgeArt['shape'],
  colors: [string, string],
  emblem: BadgeArt['emblem'],
  emblemColor: string,
  ribbon: string | null = null,
  ribbonColor = '#ff5d8f',
): BadgeArt => ({ shape, colors, emblem, emblemColor, ribbon, ribbonColor });

const books = (id: string, name: string, target: number, colors: [string, string]): BadgeSeed => ({
  id,
  name,
  description: `Finish ${target} books`,
  criteria: { kind: 'BOOKS_FINISHED', target },
  art: art('burst', colors, 'books', '#6c4ab6', String(target), '#6c4ab6'),
});

const interest = (
  interestId: string,
  name: string,
  area: string,
  emblem: BadgeArt['emblem'],
  colors: [string, string],
  emblemColor: string,
): BadgeSeed => ({
  id: `interest-${interestId}`,
  name,
  description: `Finish 3 books about ${area}`,
  criteria: { kind: 'BOOKS_IN_INTEREST', target: 3, interestId },
  art: art('hexagon', colors, emblem, emblemColor, '3', '#2e9fd9'),
});

/**
 * The badges, in display order (spec §7 "Badges"; issue 5: first book, books, streaks, reading
 * time, books per interest, quizzes, stars, daily quizzes, discovery zones, read-along, levels).
 * Interest ids are interest areas of the demo catalogue (seed/library/content/interests.ts).
 */
export const BADGES: readonly BadgeSeed[] = [
  {
    id: 'first-book',
    name: 'First Book',
    description: 'Finish your first book',
    criteria: { kind: 'BOOKS_FINISHED', target: 1 },
    art: art('circle', ['#ffd23f', '#ff9f43'], 'book', '#6c4ab6'),
  },
  books('books-5', 'Bookworm', 5, ['#b9f3c9', '#3fae5a']),
  books('books-10', 'Page Turner', 10, ['#a8e6ff', '#2e9fd9']),
  books('books-25', 'Story Explorer', 25, ['#ffc6e0', '#ff5d8f']),
  books('books-50', 'Library Hero', 50, ['#e2d4ff', '#9b5de5']),
  books('books-100', 'Reading Legend', 100, ['#fff3a8', '#f0a800']),
  {
    id: 'streak-3',
    name: 'On a Roll',
    description: 'Read 3 days in a row',
    criteria: { kind: 'STREAK_DAYS', target: 3 },
    art: art('shield', ['#ffd6a8', '#ff7a3d'], 'flame', '#ff5d3d', '3', '#e8413c'),
  },
  {
    id: 'streak-7',
    name: 'Week of Stories',
    description: 'Read 7 days in a row',
    criteria: { kind: 'STREAK_DAYS', target: 7 },
    art: art('shield', ['#ffc1b3', '#e8413c'], 'flame', '#ff9f1c', '7', '#b5203c'),
  },
  {
    id: 'streak-30',
    name: 'Reading Rocket',
    description: 'Read 30 days in a row',
    criteria: { kind: 'STREAK_DAYS', target: 30 },
    art: art('shield', ['#d4c2ff', '#6c4ab6'], 'rocket', '#ff5d5d', '30', '#ff9f1c'),
  },
  {
    id: 'minutes-60',
    name: 'Hour of Reading',
    description: 'Read for 60 minutes',
    criteria: { kind: 'MINUTES_READ', target: 60 },
    art: art('circle', ['#c9f2ff', '#4d96ff'], 'clock', '#4d96ff', '60', '#3a6fd1'),
  },
  {
    id: 'minutes-300',
    name: 'Time Traveller',
    description: 'Read for 300 minutes',
    criteria: { kind: 'MINUTES_READ', target: 300 },
    art: art('circle', ['#d8ffc9', '#3fae5a'], 'clock', '#3fae5a', '300', '#2c7a3f'),
  },
  {
    id: 'minutes-1000',
    name: 'Marathon Reader',
    description: 'Read for 1000 minutes',
    criteria: { kind: 'MINUTES_READ', target: 1000 },
    art: art('circle', ['#ffe1f0', '#ff5d8f'], 'clock', '#ff5d8f', '1000', '#c23a6b'),
  },
  interest('animals', 'Animal Friend', 'animals', 'paw', ['#ffe0b8', '#ff9f43'], '#8a5a3b'),
  interest('dinosaurs', 'Dino Expert', 'dinosaurs', 'dino', ['#d8f7c2', '#5cc46a'], '#5cc46a'),
  interest('space', 'Star Gazer', 'space', 'planet', ['#d9d3ff', '#4b3fa8'], '#ff9f43'),
  interest('science', 'Little Scientist', 'science', 'flask', ['#c9fff1', '#1fb89a'], '#7ef0c1'),
  interest('ocean', 'Ocean Diver', 'the ocean', 'whale', ['#c6ecff', '#2e9fd9'], '#4d96ff'),
  interest('nature', 'Nature Ranger', 'nature', 'leaf', ['#e4f8c4', '#6bbf3a'], '#3fae5a'),
  interest('mystery', 'Super Sleuth', 'mysteries', 'magnifier', ['#f1e4ff', '#8a5cd6'], '#5b5f6e'),
  interest('friendship', 'Good Friend', 'friendship', 'heart', ['#ffd9e4', '#ff6b8f'], '#ff5d8f'),
  {
    id: 'first-quiz',
    name: 'Quiz Whiz',
    description: 'Complete your first book quiz',
    criteria: { kind: 'QUIZZES_COMPLETED', target: 1 },
    art: art('flower', ['#fff0a8', '#ffc83d'], 'question', '#4d96ff'),
  },
  {
    id: 'quizzes-5',
    name: 'Quiz Champ',
    description: 'Complete 5 book quizzes',
    criteria: { kind: 'QUIZZES_COMPLETED', target: 5 },
    art: art('flower', ['#c9f2ff', '#4d96ff'], 'question', '#ff9f43', '5', '#3a6fd1'),
  },
  {
    id: 'quizzes-20',
    name: 'Quiz Master',
    description: 'Complete 20 book quizzes',
    criteria: { kind: 'QUIZZES_COMPLETED', target: 20 },
    art: art('flower', ['#e2d4ff', '#9b5de5'], 'trophy', '#ffd23f', '20', '#6c4ab6'),
  },
  {
    id: 'stars-10',
    name: 'Star Collector',
    description: 'Earn 10 quiz stars',
    criteria: { kind: 'QUIZ_STARS', target: 10 },
    art: art('burst', ['#fff6c8', '#ffc83d'], 'star', '#ff9f1c', '10', '#f08a24'),
  },
  {
    id: 'stars-50',
    name: 'Superstar',
    description: 'Earn 50 quiz stars',
    criteria: { kind: 'QUIZ_STARS', target: 50 },
    art: art('burst', ['#ffd9f0', '#e255a1'], 'star', '#ffd23f', '50', '#b5203c'),
  },
  {
    id: 'perfect-quiz',
    name: 'Perfect Score',
    description: 'Get every answer of a quiz right',
    criteria: { kind: 'PERFECT_QUIZZES', target: 1 },
    art: art('circle', ['#fff3a8', '#f0a800'], 'medal', '#ffd23f'),
  },
  {
    id: 'daily-quiz-1',
    name: 'Daily Discoverer',
    description: 'Take a daily quiz in a discovery zone',
    criteria: { kind: 'DAILY_QUIZZES', target: 1 },
    art: art('hexagon', ['#ffe6c9', '#ff9f43'], 'calendar', '#ff5d5d'),
  },
  {
    id: 'daily-quiz-7',
    name: 'Quiz Every Day',
    description: 'Take 7 daily quizzes',
    criteria: { kind: 'DAILY_QUIZZES', target: 7 },
    art: art('hexagon', ['#ffd6d6', '#e8413c'], 'calendar', '#4d96ff', '7', '#b5203c'),
  },
  {
    id: 'zone-explorer',
    name: 'Zone Explorer',
    description: 'Visit a discovery zone',
    criteria: { kind: 'ZONES_VISITED', target: 1 },
    art: art('shield', ['#c9fff1', '#1fb89a'], 'compass', '#2e9fd9'),
  },
  {
    id: 'zone-explorer-4',
    name: 'World Traveller',
    description: 'Visit 4 discovery zones',
    criteria: { kind: 'ZONES_VISITED', target: 4 },
    art: art('shield', ['#c6ecff', '#2e7fd9'], 'compass', '#ff9f43', '4', '#1f5fa8'),
  },
  {
    id: 'read-along-1',
    name: 'Good Listener',
    description: 'Finish a read-along book',
    criteria: { kind: 'READ_ALONG_FINISHED', target: 1 },
    art: art('circle', ['#e2d4ff', '#9b5de5'], 'headphones', '#ff5d8f'),
  },
  {
    id: 'read-along-10',
    name: 'Story Listener',
    description: 'Finish 10 read-along books',
    criteria: { kind: 'READ_ALONG_FINISHED', target: 10 },
    art: art('circle', ['#ffd9e4', '#ff5d8f'], 'headphones', '#6c4ab6', '10', '#c23a6b'),
  },
  {
    id: 'level-5',
    name: 'Rising Star',
    description: 'Reach level 5',
    criteria: { kind: 'LEVEL', target: 5 },
    art: art('burst', ['#d4f5ff', '#4d96ff'], 'bolt', '#ffd23f', '5', '#3a6fd1'),
  },
  {
    id: 'level-10',
    name: 'Reading Royalty',
    description: 'Reach level 10',
    criteria: { kind: 'LEVEL', target: 10 },
    art: art('burst', ['#fff3a8', '#f0a800'], 'crown', '#ffd23f', '10', '#9b5de5'),
  },
];
