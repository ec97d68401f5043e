// UBT, the symbolic model behind Luna's states and stability index, shown on the codex page and
// built into /UBT.pdf.
import type { LongDocument } from './documents.ts'

export const THEORY: LongDocument = {
  title: 'UBT: the Unified Baseline Theory (an experimental framework)',
  subtitle:
    'The symbolic model behind Luna’s six states and her stability index. A reflective metaphor: not physics, not validated science, not medical.',
  sections: [
    {
      heading: 'Read this first',
      paragraphs: [
        'UBT is the set of rules Luna uses to turn a number into a mood. It borrows words from physics and mathematics, such as divergence, spin and the name of the physicist Roy Kerr, because they make good images for how a day can feel: centered, drifting, settling, spinning. The borrowing stops at the words. UBT is not a theory of physics, it has not been tested or validated as science, and it describes nothing that happens in your body or brain.',
        'It is also not medical. Nothing in it can detect, explain or treat a condition, and no figure in it should guide a decision about health, money or safety. Read it the way you would read the rules of a card game that prompts good conversation: precise about its own moves, modest about the world.',
      ],
    },
    {
      heading: 'The neutral line and the scalar codes',
      paragraphs: [
        'Every reading starts from a scalar ξ, a number close to 81. The model treats 81 as the neutral line, a chosen anchor with no physical meaning, and asks how far each reading sits from it and in what direction.',
        'For a coarse view, the scalar is also sorted into eight codes, S1 to S8. Ordinary readings land in S4, S5 or S6; the outer codes exist so that the model stays defined for any number it is given.',
      ],
      bullets: [
        'S1: below 78.',
        'S2: from 78 up to 79.',
        'S3: from 79 up to 80.',
        'S4: from 80 up to 81.',
        'S5: from 81 up to 82.',
        'S6: from 82 up to 84.',
        'S7: from 84 up to 85.',
        'S8: 85 and above.',
      ],
    },
    {
      heading: 'deltaUC: distance from the neutral line',
      paragraphs: [
        'deltaUC is the model’s measure of how far a reading has moved from the neutral 81, whichever side it lies on. It is the absolute difference between the scalar and 81, divided by 10, plus a small measure of unrest from the window phase: none in an Echo Chamber, some in Resonance Ascendancy and the most in a Volatility Field. A baseline of 81.5 in an Echo Chamber window has a deltaUC of 0.05. The scale is chosen so that ordinary readings between 80 and 83 fall on both sides of the thresholds below, and different days reach different states instead of everyone sharing one.',
        'As an image, deltaUC is the distance of a boat from its mooring. Near zero the boat rests at the quay; beyond 0.15 the model speaks of a threshold, a day far enough out that finding your footing comes first.',
      ],
    },
    {
      heading: 'π-divergence: how far the rhythm strays',
      paragraphs: [
        'The circle is the oldest picture of a perfect cycle, and π is its emblem. The model winds the scalar around a circle by multiplying it by π, and lets the Schumann estimate’s distance from its 7.83 Hz reference turn the circle a little further. π-divergence is where the reading lands: 0 at the crest of the cycle, 1 in its trough. Because of the multiplication by π, even a change of a few hundredths moves the reading around the circle, which makes this the most changeable of the three measures.',
        'Low π-divergence (0.2 or less) is read as crystallizing: scattered impressions settling into a clear shape. superPiDivergence is the name the stability index gives to this same figure.',
      ],
    },
    {
      heading: 'Kerr enhancement: the image of spin',
      paragraphs: [
        'In 1963 the mathematician Roy Kerr described the space around a rotating black hole. UBT takes only the picture from that work: a center that spins, pulling everything near it into motion. Kerr enhancement is the model’s measure of momentum in a reading. It starts at 1, which means no added spin, and grows with the spin of the window phase (the most in Resonance Ascendancy), with twice the Schumann estimate’s distance from 7.83 Hz, and by a touch from the finer decimals of the scalar.',
        'kerrDelta is the same figure as the state rules read it, and at 1.2 or more it marks the turn into acceleration. When a frequency is read instead of a scalar, the same three flags are set by simpler tests: a high delta when the scalar’s distance from 81, divided by 10, exceeds 0.5; pi-stabilizing when the frequency is within 10% of the 528 Hz reference; near-Kerr above 700 Hz.',
      ],
    },
    {
      heading: 'The stability index',
      paragraphs: [
        'The stability index gathers the three measures into one figure between 0 and 100. It starts from 100 and subtracts a weighted sum:',
        'stability index = 100 - (deltaUC × 100 + superPiDivergence × 50 + |kerrEnhancement - 1| × 30)',
        'The result is clamped to the range 0 to 100 and rounded to a whole number; in the rare case that it falls all the way to 0, the card shows 50 instead, a neutral middle rather than an empty reading. The weights say that distance from the neutral line matters most, rhythm next, and spin least.',
        'Two examples. With deltaUC 0.08, superPiDivergence 0.2 and Kerr enhancement 1.1, the index is 100 - (8 + 10 + 3) = 79. With deltaUC 0.3, superPiDivergence 0.6 and Kerr enhancement 1.5, it is 100 - (30 + 30 + 15) = 25.',
      ],
      bullets: [
        '75 and above (green): steady.',
        '50 to 74 (yellow): lightly stirred.',
        '25 to 49 (orange): unsettled.',
        'Below 25 (red): much in motion.',
      ],
    },
    {
      heading: 'The six Luna states',
      paragraphs: [
        'From the measures above and the scalar code, Luna chooses one of six states. Each state has one or more conditions. When several states fit, the one with the most conditions wins, a tie goes to the state listed first below, and balanced flow is the fallback when none fits. Every state has its own tone, mood and tag, and its own library of messages and suggestions.',
      ],
      bullets: [
        'high_deltaUC (tone grounding, mood chaotic, tag threshold) applies when deltaUC is 0.15 or more.',
        'pi_stabilizing (tone clarifying, mood crystallizing, tag emergence) applies when π-divergence is 0.2 or less.',
        'kerr_spinning (tone dynamic, mood electric, tag acceleration) applies when kerrDelta is 1.2 or more.',
        'balanced_flow (tone flowing, mood coherent, tag harmony) applies when deltaUC is at most 0.1, π-divergence at most 0.25 and kerrDelta at most 1.15.',
        'high_scalar_stable (tone elevated, mood luminous, tag peak) applies when the scalar code is S6, S7 or S8 and deltaUC is at most 0.12.',
        'low_scalar_grounding (tone stabilizing, mood rooted, tag foundation) applies when the scalar code is S1, S2 or S3.',
      ],
    },
    {
      heading: 'Memory and change',
      paragraphs: [
        'The model has a short memory. After each reading, the browser keeps the tag and the scalar. At the next reading, Luna compares: the same tag and the same scalar mean the field remains consistent; a new tag means something has shifted, and a few particular shifts, such as chaotic turning coherent or rooted turning luminous, have notes of their own. Change is treated as news, never as a problem.',
        'The window phase links the model to time. A reading in an Echo Chamber window stays close to the baseline, a Resonance Ascendancy window lifts above it, and a Volatility Field window dips below it, and each of these colors the measures above.',
      ],
    },
    {
      heading: 'What UBT is not',
      paragraphs: [
        'To say it once more, plainly: UBT is a metaphor made of numbers. It is not physics, it has not been validated by any scientific study, and it makes no claim about energy fields, bodies, health or the future. Its quantities have no physical units and no instrument could measure them.',
        'Nor is it medical or psychological advice. A low stability index is not a symptom and a high one is not a sign of wellbeing; both are prompts for reflection. If something in your life needs care, a qualified professional is the right person to ask. Used that way, as a playful and honest mirror, the framework can be a pleasant companion for noticing your days.',
      ],
    },
  ],
}
