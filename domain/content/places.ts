// The ten symbolic locations of the time-window calculator, which the time engine reads. The
// countries and time zones of manual mode are in countries.ts, which only the calculator loads.

import type { SymbolicLocation } from './types.ts'

/** A place's shown words; each language's file (domain/content/<locale>/places.ts) gives them at English's index. */
export type PlaceWords = Pick<SymbolicLocation, 'name' | 'region' | 'effect'>

/** The time window's symbolic effect of a place: its name, then its effect. */
export const symbolicEffectLine = (place: Pick<PlaceWords, 'name' | 'effect'>): string =>
  `${place.name}: ${place.effect}`

export const SYMBOLIC_LOCATIONS: readonly SymbolicLocation[] = [
  {
    id: 'stonehenge',
    name: 'Stonehenge',
    region: 'Wiltshire, England',
    effect:
      'The great stone circle lends the reading a sense of ancient timing, as if the hour were measured by the turning sky.',
    offset: 0.03,
  },
  {
    id: 'uluru',
    name: 'Uluru',
    region: 'Northern Territory, Australia',
    effect:
      'The red monolith settles the reading toward deep ground and patience, a reminder that some things take their shape over ages.',
    offset: -0.03,
  },
  {
    id: 'machu-picchu',
    name: 'Machu Picchu',
    region: 'Cusco Region, Peru',
    effect:
      'The mountain citadel lifts the reading toward height and perspective, favoring long views over quick reactions.',
    offset: 0.04,
  },
  {
    id: 'giza-pyramids',
    name: 'Pyramids of Giza',
    region: 'Giza, Egypt',
    effect:
      'The pyramids add a note of structure and endurance, giving weight to plans built one steady stone at a time.',
    offset: 0.05,
  },
  {
    id: 'sedona',
    name: 'Sedona',
    region: 'Arizona, United States',
    effect:
      'The red rock country brings a warm, open quality, inviting the reading to slow down and take in the view.',
    offset: -0.01,
  },
  {
    id: 'glastonbury-tor',
    name: 'Glastonbury Tor',
    region: 'Somerset, England',
    effect:
      'The terraced hill carries a mood of quiet pilgrimage, favoring small steady steps and one clear inward question.',
    offset: 0.01,
  },
  {
    id: 'angkor-wat',
    name: 'Angkor Wat',
    region: 'Siem Reap, Cambodia',
    effect:
      'The temple city colors the reading with devotion and care, like a long act of attention carried out in stone.',
    offset: 0.02,
  },
  {
    id: 'mount-fuji',
    name: 'Mount Fuji',
    region: 'Honshu, Japan',
    effect:
      'The still, symmetrical peak steadies the reading, pairing calm with a quiet sense of aspiration.',
    offset: -0.02,
  },
  {
    id: 'lake-titicaca',
    name: 'Lake Titicaca',
    region: 'Andes, between Peru and Bolivia',
    effect:
      'The high lake draws the reading toward reflection and calm depth, like water holding the whole sky.',
    offset: -0.04,
  },
  {
    id: 'delphi',
    name: 'Delphi',
    region: 'Phocis, Greece',
    effect:
      'The old sanctuary on the mountainside turns the reading inward, favoring a good question over a quick answer.',
    offset: -0.05,
  },
]
