// The catalogues (docs/decisions/056-languages.md): every language has exactly English's keys, each
// message takes English's arguments, and the compiled modules the app imports are what the JSON says.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/locale.ts'
import {
  argumentsOf,
  catalogueProblems,
  namespaces,
  problemsAgainstEnglish,
  readCatalogue,
} from '../../scripts/messages/catalogues.ts'

describe('the catalogues', () => {
  it('give every language English’s keys, each message with English’s arguments', () => {
    const problems = LOCALES.filter((l) => l !== 'en').flatMap((l) =>
      namespaces().flatMap((n) => catalogueProblems(l, n)),
    )
    expect(problems).toEqual([])
  })

  it('catch a missing key, an extra one, a placeholder renamed and a plural made a placeholder', () => {
    const en = { a: 'Hello {name}', b: '{n, plural, one {# day} other {# days}}', c: 'Plain' }
    expect(problemsAgainstEnglish(en, { a: 'Hola {nombre}', b: '{n} días', d: 'x' }, 'es/x')).toEqual([
      'es/x: "c" is missing',
      'es/x: "a" takes {nombre: name}, English {name: name}',
      'es/x: "b" takes {n: name}, English {n: plural}',
      'es/x: "d" is not in English',
    ])
    expect(problemsAgainstEnglish(en, { ...en, c: '{broken' }, 'es/x')[0]).toMatch(
      /"c" is not ICU MessageFormat/,
    )
  })

  it('read the arguments inside plural and select branches', () => {
    const args = argumentsOf(
      compileMessageOrThrow(
        '{part, select, morning {{n, plural, one {# hour} other {# hours}}} other {{who}}}',
      ),
    )
    expect([...args]).toEqual([
      ['part', 'select'],
      ['n', 'plural'],
      ['who', 'name'],
    ])
  })

  it('are compiled as the app imports them (npm run messages)', async () => {
    for (const locale of LOCALES)
      for (const namespace of namespaces()) {
        const { messages } = (await import(`../../domain/messages/compiled/${locale}/${namespace}.ts`)) as {
          messages: Record<string, unknown>
        }
        const catalogue = readCatalogue(locale, namespace)
        const want = Object.fromEntries(
          Object.entries(catalogue).map(([k, v]) => [k, compileMessageOrThrow(v)]),
        )
        expect(messages, `${locale}/${namespace}: run npm run messages`).toEqual(want)
      }
  })
})
