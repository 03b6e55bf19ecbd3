/** Curated admin collections (book idNumbers in display order). */
import type { AdminCollectionContent } from './content.types.ts';

export const ADMIN_COLLECTIONS: AdminCollectionContent[] = [
  {
    title: 'Dino Week',
    description:
      'Stomp, roar and dig for fossils: our favorite dinosaur books, from first roars to real paleontology.',
    books: ['PB-0007', 'PB-0001', 'PB-0002', 'PB-0003', 'PB-0024', 'PB-0008'],
  },
  {
    title: 'Bedtime Stories',
    description:
      'Gentle, cozy stories for the end of the day, from a sleepy farm to a dragon who learns to love the dark.',
    books: ['PB-0004', 'PB-0003', 'PB-0022', 'PB-0005', 'PB-0029', 'PB-0025'],
  },
  {
    title: 'Space Explorers',
    description:
      'Rockets, planets and a space station orbiting Saturn. Three, two, one... blast off!',
    books: ['PB-0014', 'PB-0037', 'PB-0010', 'PB-0027', 'PB-0028', 'PB-0006'],
  },
  {
    title: 'Laugh Out Loud',
    description:
      'Dancing dinosaurs, a goat who eats the ball and a cat hiding in the knitting: books guaranteed to make you giggle.',
    books: ['PB-0007', 'PB-0013', 'PB-0016', 'PB-0020', 'PB-0009', 'PB-0021', 'PB-0031', 'PB-0006'],
  },
  {
    title: 'Teacher Picks: Read-Alongs',
    description:
      'Narrated picture books with word-by-word highlighting for circle time: press Play and read along.',
    // Read-along books only (narration in the file): the ones whose content says `narrated`.
    books: ['PB-0001', 'PB-0004', 'PB-0005', 'PB-0006'],
  },
];
