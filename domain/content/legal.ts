// The legal pages (/privacy, /terms, /disclaimer). The privacy policy is the contract with the
// visitor: it must describe what the product really does. `{email}` is the legal contact address,
// filled in when the page is rendered.
import type { LongDocument } from './documents.ts'

export const LEGAL_UPDATED = 'August 6, 2025'

export const PRIVACY: LongDocument = {
  title: 'Privacy Policy',
  subtitle: 'What Luna keeps, where it keeps it, and how you can take it with you or erase it.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'In short',
      paragraphs: [
        'Luna has no accounts. Your readings are tied to an anonymous session id that your browser creates, and the data you enter is kept so that the app can show it back to you. Nothing is sold, nothing is used for advertising, and you can export or erase everything yourself at any time.',
      ],
      bullets: [
        'No sign-up, no e-mail address, no password.',
        'No cookies for visitors. The only cookie Luna sets belongs to the administrator’s login.',
        'What you keep (your profile, saved readings, check-ins, journey and the days of your streak) stays until you erase it, and erasing from the app takes effect at once. Raw activity records (Luna interactions, codon plays and page visits beyond one per day) are deleted after 60 days.',
        'Outside services are involved only where this page says so.',
      ],
    },
    {
      heading: 'Who this policy covers',
      paragraphs: [
        'This policy covers the Luna web app and its server. Luna is a service for adults aged 18 and older; the onboarding refuses a birth date that makes someone younger than 18, and the service is not meant for children. Questions about this policy, or about your data, can be sent to {email}.',
      ],
    },
    {
      heading: 'Your session id is your key',
      paragraphs: [
        'On your first visit your browser creates an anonymous session id that begins with luna_ followed by a timestamp and a long random string. It is kept in your browser’s local storage and sent with each request so that the server knows which readings are yours.',
        'The session id works like a key to a locker: whoever has it can read that session’s data, and the server cannot tell who is holding it. The profile screen shows it as a recovery code so that you can restore your data on another browser by pasting it into the Restore field. Keep the code private. If you think someone else has it, erase your data from the profile screen, and the locker is empty from that moment.',
      ],
    },
    {
      heading: 'What is stored on our server',
      paragraphs: [
        'Luna runs on Cloudflare Workers. Data that must last is kept in a Cloudflare D1 database, and some computed figures are cached for a short time in Cloudflare KV. For each session, the server stores:',
      ],
      bullets: [
        'The name and birth date you entered at onboarding, your archetype result with its scalars and modifiers, and your quiz answers.',
        'Your visits: which page and on which day, used for your streak.',
        'The readings you save, with the tags and notes you add to them, including the frequencies you lock.',
        'Your emotional check-ins: the slider value, the word it showed, its codon, and the time and planetary context of the moment.',
        'The points of your scalar journey (the scalar, your baseline, when, and from which screen) and the display name you may choose for it.',
        'Luna interactions: the page, the scalar and window phase, Luna’s message and tag, the figures behind it, what you did (for example opening the technical view), the location label shown on the page and whether the device was a phone or a computer.',
        'Codon interactions: which codon’s tone you played.',
        'If you turn on the daily reminder: the address your browser’s push service gave for this browser, with its encryption keys, the time you chose and your time zone. The reminder’s text is encrypted for your browser alone. Stopping the reminder or erasing your data deletes it.',
      ],
    },
    {
      heading: 'What stays in your browser',
      paragraphs: [
        'Your browser’s local storage holds a copy of your profile and archetype data, so that screens load quickly, together with your settings (Simple or Advanced mode, your clarity type), the location you set in the calculator, Luna’s last tag and scalar for her note about your last visit, small conveniences such as your last compass reading and the next three days’ readings, computed in your browser from your profile so that the compass opens at once, and the session id. A few flags, such as having dismissed the private-window banner, last only until the browser session ends.',
        'You control this storage. Clearing this site’s data in your browser settings removes it from that browser; it does not touch the server copy, which you can erase as described below.',
      ],
    },
    {
      heading: 'What we do not collect',
      paragraphs: [
        'Luna sets no cookies for visitors and uses no advertising or tracking technology of its own. The server’s logs never contain your session id, your name, your birth date or your notes, and every response carries the header Referrer-Policy: no-referrer, so the address of a Luna page is not passed to other sites when you follow a link.',
        'Our database does not record the network address of visitors. The one exception is the administrator login, where failed attempts are counted per network address to stop password guessing. The operator’s dashboard shows only totals and averages, such as how many people hold each archetype or the average scalar of a day, and never a single session’s data.',
      ],
    },
    {
      heading: 'Why the data is used',
      paragraphs: [
        'Everything listed above is used to provide the service you ask for: to compute your baseline and readings, show your history, streak, journey and Luna’s memory of your patterns, and to produce the anonymous collective figures shown on the compass. It is not used to profile you for anyone else, it is not shared for marketing, and it is never sold.',
      ],
    },
    {
      heading: 'Outside services',
      paragraphs: [
        'A few features depend on services run by others. Each receives only what is described here.',
      ],
      bullets: [
        'Cloudflare hosts the app. Like any host, it handles the technical details of each request, such as your network address, to deliver the pages and protect them from attack, under its own privacy policy.',
        'Google Analytics is used only when the operator has configured a measurement id; otherwise no analytics script is loaded at all. When it is active it receives the paths of the pages you view and one event when you complete the archetype quiz, carrying the archetype’s name and number. Google’s script may set its own analytics cookies and, like any web request, sees your network address.',
        'Automatic location, in the time calculator, starts only when you choose it, and your browser first asks your permission. Your browser then sends the coordinates directly to OpenStreetMap Nominatim, to find the name of the place, and to Open-Meteo, to find its elevation. Our server does not store your coordinates; only the place label shown on the page (a name, ‘Global’, or coordinates rounded to two decimals when no name was found) may appear in Luna interaction records.',
        'Space-weather data is fetched by our server from the public feed of NOAA’s Space Weather Prediction Center. No visitor data is sent with that request.',
        'The support buttons open external payment pages in a new tab. Those pages are run by payment providers whose own privacy policies apply, and Luna never sees your payment details.',
        'If you use the share button, the text of your reading goes wherever you choose to send it.',
      ],
    },
    {
      heading: 'How long data is kept',
      paragraphs: [
        'What you keep on the server stays until you erase it: your profile and archetype result, saved readings, check-ins, the points of your journey, one visit per day (what your streak is made of) and Luna’s running counts of your chosen intents, visited pages and interactions (what her memory of your patterns is made of). Raw activity records are deleted automatically 60 days after they were made: Luna interactions, codon plays, and page visits beyond the first of each day. Before that, each day is summarised into daily totals for the whole service (how many people were active, how many readings, the day’s median scalar, check-ins per archetype); those totals contain no session id and nothing that points to you, and they are kept. Cached copies in KV are short-lived and are removed with everything else when you erase. The database platform keeps point-in-time recovery backups, and those age out within 30 days, so erased data disappears from every backup within 30 days of erasure.',
      ],
    },
    {
      heading: 'Export and erasure',
      paragraphs: [
        'You can take your data with you or remove it whenever you like, from the profile screen or from this page.',
      ],
      bullets: [
        'Export: download every row stored for your session as one JSON file.',
        'Erasure: delete every row and cached entry for your session at once. It takes effect immediately and the app tells you how much was removed.',
        'By e-mail: write to {email} with your recovery code, which is the only way we can find your data, and say whether you want a copy or erasure. Requests are completed within 14 days.',
        'Correction: retake the quiz, generate a new profile, edit your display name or delete individual readings at any time.',
        'Backups: after erasure, copies held in platform backups age out within 30 days.',
      ],
    },
    {
      heading: 'Private windows and browser storage',
      paragraphs: [
        'Private or incognito windows forget local storage when they close, and some browsers clear it on their own, for example Safari after 7 days without a visit. When that happens your browser forgets its session id and a new, empty session begins, even though your data is still on the server. Keep your recovery code to get back to it. Luna shows a banner when it detects a private window.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'All traffic is encrypted, and browsers are told to use only secure connections. Every query for session data is limited to the session that asks, and a reading that belongs to another session is answered as if it did not exist. A strict content security policy allows scripts only from Luna itself and, when analytics is on, from the analytics service. No system is perfect: the best protection you have is to keep your recovery code to yourself.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, you may have rights to access, correct, export and erase your data and to object to its use. The tools above let you exercise most of them yourself, and anything else can be requested at {email}. You also have the right to complain to the data protection authority where you live.',
        'If you believe someone under 18 has used Luna, the same erase button works for them, or write to us with the recovery code and we will erase that session.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When this policy changes, the date at the top changes with it, and any change to what is collected will be described on this page before it takes effect.',
      ],
    },
  ],
}

export const TERMS: LongDocument = {
  title: 'Terms of Use',
  subtitle: 'The agreement between you and Luna, in plain words.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'Agreement',
      paragraphs: [
        'By using Luna you accept these terms and the Privacy Policy. If you do not accept them, please do not use the service.',
      ],
    },
    {
      heading: 'Adults only',
      paragraphs: [
        'Luna is for adults aged 18 and older. By using it you confirm that you are at least 18 years old.',
      ],
    },
    {
      heading: 'What Luna is',
      paragraphs: [
        'Luna is an experimental service for reflection and entertainment. Its numbers, archetypes, codons, hexagrams, tones and messages form a symbolic system; they follow fixed rules but describe no measurable fact about you. Content and features may change as the experiment develops.',
      ],
    },
    {
      heading: 'Not advice',
      paragraphs: [
        'Nothing in Luna is medical, psychological, financial or legal advice, and using it creates no professional relationship of any kind. Do not use a reading to make decisions about your health, treatment, money or safety. If you need help with any of these, consult a qualified professional; in an emergency, contact your local emergency services.',
      ],
    },
    {
      heading: 'Your session',
      paragraphs: [
        'Luna has no accounts. Your data is tied to an anonymous session id kept in your browser and shown as a recovery code on the profile screen. You are responsible for keeping that code private; anyone who has it can read and change the data of that session. We cannot recover a lost code for you.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['Please use Luna as it is meant to be used. In particular, you agree not to:'],
      bullets: [
        'try to read, guess or alter another person’s session or data;',
        'attack, overload or probe the service, or try to get around its limits or the administrator login;',
        'collect its content or data with automated tools beyond ordinary personal use;',
        'store unlawful, hateful or harmful material in notes, tags or display names;',
        'copy, resell or publish Luna’s written content as your own;',
        'use the service to harm, harass or deceive anyone.',
      ],
    },
    {
      heading: 'Content and ownership',
      paragraphs: [
        'The texts of Luna, including the archetypes, codon themes, affirmations, rituals, Luna’s messages and these documents, are original works of the people behind Luna. You may read them, share your own readings with the share button, and quote brief passages with a link back. The traditional names of the hexagrams and the genetic code belong to everyone.',
        'Your notes, tags and display name remain yours. We use them only to show them back to you and to keep the service running, as the Privacy Policy explains.',
      ],
    },
    {
      heading: 'Support payments',
      paragraphs: [
        'Support payments are voluntary gifts to the people who make Luna. They do not buy features, services or priority, they are not charitable donations, and they are not tax-deductible. Payments are handled by external payment providers under their own terms. Questions about a payment can be sent to {email}.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'Luna is offered as it is, and may be changed, paused or ended at any time. We try to keep your data safe, but we do not promise that the service will always be available or that stored data will last forever, so export anything you want to keep.',
      ],
    },
    {
      heading: 'No warranty and limits of liability',
      paragraphs: [
        'The service is provided without warranty of any kind, express or implied, including fitness for a particular purpose, accuracy or uninterrupted availability. To the fullest extent the law allows, the people behind Luna are not liable for any loss or harm arising from its use, or from decisions made on the basis of its content. Nothing in these terms limits a liability that cannot be limited by law, or rights you have as a consumer that cannot be waived.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'These terms may be updated; the date at the top shows the latest version, and continuing to use Luna after a change means you accept it. Questions about these terms can be sent to {email}.',
      ],
    },
  ],
}

export const DISCLAIMER: LongDocument = {
  title: 'Disclaimer',
  subtitle: 'Please read this before using Luna’s readings and tones.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'For reflection, not for health',
      paragraphs: [
        'Luna is an experimental tool for reflection, meant for adults aged 18 and older. It is not a medical device and gives no medical, psychological or therapeutic advice. It cannot diagnose, prevent, treat or cure any condition, and it is no substitute for care from a doctor, therapist or other qualified professional.',
      ],
    },
    {
      heading: 'Numbers and symbols',
      paragraphs: [
        'Scalar ξ, the baseline, the zones, the stability index, the archetypes and the codon–hexagram pairings are symbolic. They follow fixed rules and mean what you make of them. The space-weather figures come from public sources and are shown for context only. Please do not base decisions about your health, your money or your safety on anything Luna shows.',
      ],
    },
    {
      heading: 'Audio tones',
      paragraphs: [
        'The tones Luna plays are not a treatment and have no proven effect on health. If you choose to listen:',
      ],
      bullets: [
        'keep the volume low, especially with headphones or earbuds;',
        'stop at once if you feel discomfort, ringing in the ears, dizziness or a headache;',
        'never listen while driving, cycling or operating machinery;',
        'take particular care, and ask a doctor if unsure, if you have epilepsy or any hearing condition; this applies especially to the binaural beats the generator uses for tones below 20 Hz;',
        'keep the volume in mind around others, including pets.',
      ],
    },
    {
      heading: 'Gentle practices',
      paragraphs: [
        'The rituals Luna suggests are everyday activities such as slow breathing, journaling, a short walk, gentle stretching, a moment of stillness or tidying a small space. Adapt them to your own body and circumstances, and skip anything that does not feel right for you.',
      ],
    },
    {
      heading: 'Hard days',
      paragraphs: [
        'The check-in’s lowest tier is named Challenge/Crisis. It is a word for how a day feels, not an assessment of you. If you are struggling, please reach out to someone you trust or to a professional. If you are in danger or thinking about harming yourself, contact your local emergency number or a crisis line in your country straight away.',
      ],
    },
    {
      heading: 'Health concerns',
      paragraphs: [
        'If you have any concern about your physical or mental health, seek help from a qualified professional. Never delay, change or stop a treatment because of something you read in Luna.',
      ],
    },
  ],
}
