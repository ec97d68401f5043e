// The countries of the time-window calculator's manual mode with their standard-time zones and
// cities, and the list of time zones to choose from. Offsets are standard time (no daylight
// saving), in minutes east of UTC. Apart from places.ts, whose symbolic locations the time engine
// (and so the compass) reads, so that the compass does not load these lists.

import type { Country } from './types.ts'

export const COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    name: 'United States',
    timezones: [
      { label: 'UTC-10', offsetMinutes: -600 },
      { label: 'UTC-9', offsetMinutes: -540 },
      { label: 'UTC-8', offsetMinutes: -480 },
      { label: 'UTC-7', offsetMinutes: -420 },
      { label: 'UTC-6', offsetMinutes: -360 },
      { label: 'UTC-5', offsetMinutes: -300 },
    ],
    cities: [
      { name: 'New York', timezone: 'UTC-5' },
      { name: 'Chicago', timezone: 'UTC-6' },
      { name: 'Denver', timezone: 'UTC-7' },
      { name: 'Los Angeles', timezone: 'UTC-8' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    timezones: [
      { label: 'UTC-8', offsetMinutes: -480 },
      { label: 'UTC-7', offsetMinutes: -420 },
      { label: 'UTC-6', offsetMinutes: -360 },
      { label: 'UTC-5', offsetMinutes: -300 },
      { label: 'UTC-4', offsetMinutes: -240 },
      { label: 'UTC-3:30', offsetMinutes: -210 },
    ],
    cities: [
      { name: 'Vancouver', timezone: 'UTC-8' },
      { name: 'Calgary', timezone: 'UTC-7' },
      { name: 'Toronto', timezone: 'UTC-5' },
      { name: 'Halifax', timezone: 'UTC-4' },
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    timezones: [
      { label: 'UTC-8', offsetMinutes: -480 },
      { label: 'UTC-7', offsetMinutes: -420 },
      { label: 'UTC-6', offsetMinutes: -360 },
      { label: 'UTC-5', offsetMinutes: -300 },
    ],
    cities: [
      { name: 'Mexico City', timezone: 'UTC-6' },
      { name: 'Guadalajara', timezone: 'UTC-6' },
      { name: 'Cancún', timezone: 'UTC-5' },
      { name: 'Tijuana', timezone: 'UTC-8' },
    ],
  },
  {
    code: 'BR',
    name: 'Brazil',
    timezones: [
      { label: 'UTC-5', offsetMinutes: -300 },
      { label: 'UTC-4', offsetMinutes: -240 },
      { label: 'UTC-3', offsetMinutes: -180 },
      { label: 'UTC-2', offsetMinutes: -120 },
    ],
    cities: [
      { name: 'São Paulo', timezone: 'UTC-3' },
      { name: 'Rio de Janeiro', timezone: 'UTC-3' },
      { name: 'Brasília', timezone: 'UTC-3' },
      { name: 'Manaus', timezone: 'UTC-4' },
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    timezones: [{ label: 'UTC-3', offsetMinutes: -180 }],
    cities: [
      { name: 'Buenos Aires', timezone: 'UTC-3' },
      { name: 'Córdoba', timezone: 'UTC-3' },
      { name: 'Mendoza', timezone: 'UTC-3' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    timezones: [{ label: 'UTC+0', offsetMinutes: 0 }],
    cities: [
      { name: 'London', timezone: 'UTC+0' },
      { name: 'Edinburgh', timezone: 'UTC+0' },
      { name: 'Manchester', timezone: 'UTC+0' },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    timezones: [{ label: 'UTC+1', offsetMinutes: 60 }],
    cities: [
      { name: 'Paris', timezone: 'UTC+1' },
      { name: 'Lyon', timezone: 'UTC+1' },
      { name: 'Marseille', timezone: 'UTC+1' },
    ],
  },
  {
    code: 'RU',
    name: 'Russia',
    timezones: [
      { label: 'UTC+2', offsetMinutes: 120 },
      { label: 'UTC+3', offsetMinutes: 180 },
      { label: 'UTC+5', offsetMinutes: 300 },
      { label: 'UTC+7', offsetMinutes: 420 },
      { label: 'UTC+10', offsetMinutes: 600 },
    ],
    cities: [
      { name: 'Moscow', timezone: 'UTC+3' },
      { name: 'Saint Petersburg', timezone: 'UTC+3' },
      { name: 'Novosibirsk', timezone: 'UTC+7' },
      { name: 'Vladivostok', timezone: 'UTC+10' },
    ],
  },
  {
    code: 'EG',
    name: 'Egypt',
    timezones: [{ label: 'UTC+2', offsetMinutes: 120 }],
    cities: [
      { name: 'Cairo', timezone: 'UTC+2' },
      { name: 'Alexandria', timezone: 'UTC+2' },
      { name: 'Luxor', timezone: 'UTC+2' },
    ],
  },
  {
    code: 'NG',
    name: 'Nigeria',
    timezones: [{ label: 'UTC+1', offsetMinutes: 60 }],
    cities: [
      { name: 'Lagos', timezone: 'UTC+1' },
      { name: 'Abuja', timezone: 'UTC+1' },
      { name: 'Kano', timezone: 'UTC+1' },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    timezones: [{ label: 'UTC+2', offsetMinutes: 120 }],
    cities: [
      { name: 'Johannesburg', timezone: 'UTC+2' },
      { name: 'Cape Town', timezone: 'UTC+2' },
      { name: 'Durban', timezone: 'UTC+2' },
    ],
  },
  {
    code: 'IN',
    name: 'India',
    timezones: [{ label: 'UTC+5:30', offsetMinutes: 330 }],
    cities: [
      { name: 'Mumbai', timezone: 'UTC+5:30' },
      { name: 'Delhi', timezone: 'UTC+5:30' },
      { name: 'Bengaluru', timezone: 'UTC+5:30' },
      { name: 'Kolkata', timezone: 'UTC+5:30' },
    ],
  },
  {
    code: 'CN',
    name: 'China',
    timezones: [{ label: 'UTC+8', offsetMinutes: 480 }],
    cities: [
      { name: 'Beijing', timezone: 'UTC+8' },
      { name: 'Shanghai', timezone: 'UTC+8' },
      { name: 'Guangzhou', timezone: 'UTC+8' },
    ],
  },
  {
    code: 'JP',
    name: 'Japan',
    timezones: [{ label: 'UTC+9', offsetMinutes: 540 }],
    cities: [
      { name: 'Tokyo', timezone: 'UTC+9' },
      { name: 'Osaka', timezone: 'UTC+9' },
      { name: 'Kyoto', timezone: 'UTC+9' },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    timezones: [
      { label: 'UTC+8', offsetMinutes: 480 },
      { label: 'UTC+9:30', offsetMinutes: 570 },
      { label: 'UTC+10', offsetMinutes: 600 },
    ],
    cities: [
      { name: 'Sydney', timezone: 'UTC+10' },
      { name: 'Melbourne', timezone: 'UTC+10' },
      { name: 'Adelaide', timezone: 'UTC+9:30' },
      { name: 'Perth', timezone: 'UTC+8' },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    timezones: [{ label: 'UTC+12', offsetMinutes: 720 }],
    cities: [
      { name: 'Auckland', timezone: 'UTC+12' },
      { name: 'Wellington', timezone: 'UTC+12' },
      { name: 'Christchurch', timezone: 'UTC+12' },
    ],
  },
]

export const TIMEZONES: readonly { label: string; offsetMinutes: number }[] = [
  { label: 'UTC-12', offsetMinutes: -720 },
  { label: 'UTC-11', offsetMinutes: -660 },
  { label: 'UTC-10', offsetMinutes: -600 },
  { label: 'UTC-9', offsetMinutes: -540 },
  { label: 'UTC-8', offsetMinutes: -480 },
  { label: 'UTC-7', offsetMinutes: -420 },
  { label: 'UTC-6', offsetMinutes: -360 },
  { label: 'UTC-5', offsetMinutes: -300 },
  { label: 'UTC-4', offsetMinutes: -240 },
  { label: 'UTC-3:30', offsetMinutes: -210 },
  { label: 'UTC-3', offsetMinutes: -180 },
  { label: 'UTC-2', offsetMinutes: -120 },
  { label: 'UTC-1', offsetMinutes: -60 },
  { label: 'UTC+0', offsetMinutes: 0 },
  { label: 'UTC+1', offsetMinutes: 60 },
  { label: 'UTC+2', offsetMinutes: 120 },
  { label: 'UTC+3', offsetMinutes: 180 },
  { label: 'UTC+4', offsetMinutes: 240 },
  { label: 'UTC+5', offsetMinutes: 300 },
  { label: 'UTC+5:30', offsetMinutes: 330 },
  { label: 'UTC+6', offsetMinutes: 360 },
  { label: 'UTC+7', offsetMinutes: 420 },
  { label: 'UTC+8', offsetMinutes: 480 },
  { label: 'UTC+9', offsetMinutes: 540 },
  { label: 'UTC+9:30', offsetMinutes: 570 },
  { label: 'UTC+10', offsetMinutes: 600 },
  { label: 'UTC+11', offsetMinutes: 660 },
  { label: 'UTC+12', offsetMinutes: 720 },
]
