/** Every demo book, in catalogue order. */
import type { DemoContent } from '../content.types.ts';
import { DOT_BOOKS } from './chapter/dot-and-biscuit.ts';
import { EMBER_AND_THE_DARK } from './chapter/ember-and-the-dark.ts';
import { GRANDPAS_KITCHEN } from './chapter/grandpas-kitchen-time-machine.ts';
import { LIGHTHOUSE_AT_GULL_ROCK } from './chapter/lighthouse-at-gull-rock.ts';
import { TREEHOUSE_CLUB } from './chapter/the-treehouse-club.ts';
import { TEAM_THUNDERBOLTS } from './chapter/team-thunderbolts.ts';
import { CLOCKMAKERS_APPRENTICE } from './chapter/the-clockmakers-apprentice.ts';
import { NORTH_OF_THE_LAST_TREE } from './chapter/north-of-the-last-tree.ts';
import { SUMMER_OF_SMALL_WINGS } from './chapter/the-summer-of-small-wings.ts';
import { STARLING_1 } from './chapter/starling-station-1.ts';
import { STARLING_2 } from './chapter/starling-station-2.ts';
import { STARLING_3 } from './chapter/starling-station-3.ts';
import { A_YEAR_IN_THE_FOREST } from './facts/a-year-in-the-forest.ts';
import { DINOSAUR_DISCOVERIES } from './facts/dinosaur-discoveries.ts';
import { HOW_MUSIC_WORKS } from './facts/how-music-works.ts';
import { MARVELOUS_MINIBEASTS } from './facts/marvelous-minibeasts.ts';
import { OCEAN_DEEP } from './facts/ocean-deep.ts';
import { SEED_TO_SUPPER } from './facts/seed-to-supper.ts';
import { SOLAR_SYSTEM } from './facts/solar-system.ts';
import { VOLCANOES_AND_EARTHQUAKES } from './facts/volcanoes-and-earthquakes.ts';
import { WILD_WEATHER } from './facts/wild-weather.ts';
import { YOUR_AMAZING_BODY } from './facts/your-amazing-body.ts';
import { BEARS_BIG_HUG } from './picture/bears-big-hug.ts';
import { DIGBY } from './picture/digby-digs-for-dinosaurs.ts';
import { FERNS_FOUR_SEASONS } from './picture/ferns-four-seasons.ts';
import { FIVE_LITTLE_FISH } from './picture/five-little-fish.ts';
import { GOAL_SAID_THE_GOAT } from './picture/goal-said-the-goat.ts';
import { GRANDMAS_CAT } from './picture/grandmas-cat.ts';
import { GRUMPY_CLOUD } from './picture/grumpy-cloud.ts';
import { HILLTOP_FARM } from './picture/hilltop-farm.ts';
import { HOORAY_FOR_SNOW } from './picture/hooray-for-snow.ts';
import { KIT_AND_THE_KITE } from './picture/kit-and-the-kite.ts';
import { LITTLE_DINO_BOOKS } from './picture/little-dino.ts';
import { MO_MAKES_MUSIC } from './picture/mo-makes-music.ts';
import { PIP_THE_BRAVE_BUG } from './picture/pip-the-brave-bug.ts';
import { RED_CAR_BLUE_BUS } from './picture/red-car-blue-bus.ts';
import { ROSA_PAINTS_THE_RAIN } from './picture/rosa-paints-the-rain.ts';
import { SIZZLE } from './picture/sizzle-the-small-dragon.ts';
import { SOUP_FOR_THE_GIANT } from './picture/soup-for-the-giant.ts';
import { TEN_DINOS_DANCING } from './picture/ten-dinos-dancing.ts';
import { ZOOM_LITTLE_ROCKET } from './picture/zoom-little-rocket.ts';

export const DEMO_BOOKS: DemoContent[] = [
  // Picture books (ages 2–7)
  ...LITTLE_DINO_BOOKS,
  HILLTOP_FARM,
  FIVE_LITTLE_FISH,
  RED_CAR_BLUE_BUS,
  TEN_DINOS_DANCING,
  PIP_THE_BRAVE_BUG,
  KIT_AND_THE_KITE,
  GRANDMAS_CAT,
  ZOOM_LITTLE_ROCKET,
  FERNS_FOUR_SEASONS,
  MO_MAKES_MUSIC,
  ROSA_PAINTS_THE_RAIN,
  SOUP_FOR_THE_GIANT,
  GRUMPY_CLOUD,
  GOAL_SAID_THE_GOAT,
  SIZZLE,
  BEARS_BIG_HUG,
  HOORAY_FOR_SNOW,
  DIGBY,
  // Chapter books (ages 6–14)
  ...DOT_BOOKS,
  STARLING_1,
  STARLING_2,
  STARLING_3,
  EMBER_AND_THE_DARK,
  TREEHOUSE_CLUB,
  GRANDPAS_KITCHEN,
  LIGHTHOUSE_AT_GULL_ROCK,
  TEAM_THUNDERBOLTS,
  CLOCKMAKERS_APPRENTICE,
  SUMMER_OF_SMALL_WINGS,
  NORTH_OF_THE_LAST_TREE,
  // Fact books
  DINOSAUR_DISCOVERIES,
  SOLAR_SYSTEM,
  OCEAN_DEEP,
  MARVELOUS_MINIBEASTS,
  WILD_WEATHER,
  YOUR_AMAZING_BODY,
  VOLCANOES_AND_EARTHQUAKES,
  HOW_MUSIC_WORKS,
  A_YEAR_IN_THE_FOREST,
  SEED_TO_SUPPER,
].sort((a, b) => a.idNumber.localeCompare(b.idNumber));
