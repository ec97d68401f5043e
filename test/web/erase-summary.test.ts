// What the erasure's toast says (web/src/lib/erase-summary.ts): every row counted, the rows people
// know named with their own plural, in the language spoken.
import { afterAll, describe, expect, it } from 'vitest'
import { describeErased } from '../../web/src/lib/erase-summary.ts'
import { activateLocale } from '../../web/src/lib/i18n.ts'

describe('the erasure’s summary', () => {
  afterAll(() => activateLocale('en'))
  const erased = { sessions: 1, trajectoryPoints: 5, idempotency: 2 }

  it('counts every row and names the known ones, in English as before', () => {
    expect(describeErased(erased)).toBe(
      'Erased 8 records from the server: 1 session record, 5 journey points. This browser’s copy is cleared too.',
    )
    expect(describeErased({ idempotency: 1 })).toBe(
      'Erased 1 record from the server. This browser’s copy is cleared too.',
    )
    expect(describeErased({})).toBe(
      'Nothing was stored on the server for this session. This browser’s copy is cleared too.',
    )
  })

  it('says it in German and Spanish, with each language’s plurals', async () => {
    await activateLocale('de')
    expect(describeErased(erased)).toBe(
      '8 Einträge wurden vom Server gelöscht: 1 Sitzungseintrag, 5 Punkte der Reise. Die Kopie in diesem Browser ist ebenfalls gelöscht.',
    )
    await activateLocale('es')
    expect(describeErased({ savedReadings: 1 })).toBe(
      'Se borró 1 entrada del servidor: 1 lectura guardada. La copia de este navegador también se ha borrado.',
    )
  })
})
