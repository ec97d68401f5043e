// The catalogues (docs/decisions/056-languages.md): every language has exactly English's keys, each
// message takes English's arguments, and the compiled modules the app imports are what the JSON says.

import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LOCALES, PSEUDO_LOCALE, TRANSLATED_LOCALES } from '../../domain/locale.ts'
import {
  argumentsOf,
  catalogueOf,
  catalogueProblems,
  keysInTwoNamespaces,
  namespaces,
  problemsAgainstEnglish,
  pseudo,
  readCatalogue,
  unreadableArguments,
} from '../../scripts/messages/catalogues.ts'

/** A compiled message's own words (its text, every branch's), without its arguments' names. */
function wordsOf(message: unknown): string {
  if (typeof message === 'string') return message
  if (!Array.isArray(message)) return ''
  return message
    .map((token) =>
      typeof token === 'string'
        ? token
        : Array.isArray(token) && token[2] && typeof token[2] === 'object'
          ? Object.values(token[2] as Record<string, unknown>)
              .map(wordsOf)
              .join(' ')
          : '',
    )
    .join('')
}

describe('the catalogues', () => {
  it('give every language English’s keys, each message with English’s arguments', () => {
    const problems = TRANSLATED_LOCALES.flatMap((l) => namespaces().flatMap((n) => catalogueProblems(l, n)))
    expect(problems).toEqual([])
  })

  it('use only what the app’s formatter reads: plain placeholders, plural, selectordinal and select with their other case', () => {
    for (const l of ['en' as const, ...TRANSLATED_LOCALES])
      expect(namespaces().flatMap((n) => unreadableArguments(readCatalogue(l, n), `${l}/${n}`))).toEqual([])
    expect(
      unreadableArguments(
        {
          a: 'Saved {n, number}',
          b: '{d, date, short}',
          c: '{n, plural, one {# day} other {# days}}',
          d: '{x, select, a {A}}',
        },
        'en/x',
      ),
    ).toEqual([
      'en/x: "a" formats {n} as number; pass it formatted (a plain {n})',
      'en/x: "b" formats {d} as date; pass it formatted (a plain {d})',
      'en/x: "d" has no "other" case for {x}',
    ])
  })

  it('say each key once, in one namespace (the app merges them into one catalogue)', () => {
    expect(keysInTwoNamespaces()).toEqual([])
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

  it('make the pseudo-language from English: every word marked and longer, its tags and arguments kept', () => {
    expect(pseudo('Save <nowrap>check-in</nowrap>')).toBe('Šáávéé <nowrap>çhééçk-ííñ</nowrap>')
    const total = { en: 0, made: 0 }
    for (const namespace of namespaces()) {
      const en = readCatalogue('en', namespace)
      const made = catalogueOf(PSEUDO_LOCALE, namespace)
      expect(Object.keys(made), namespace).toEqual(Object.keys(en))
      for (const [key, message] of Object.entries(en)) {
        const text = JSON.stringify(made[key])
        expect(text, key).not.toMatch(/\b(?:the|your|you|and|to)\b/i)
        expect([...argumentsOf(made[key] as never)], key).toEqual([
          ...argumentsOf(compileMessageOrThrow(message)),
        ])
        const letters = (m: unknown) =>
          (
            wordsOf(m)
              .replace(/<\/?\w+>/g, '')
              .match(/\p{L}/gu) ?? []
          ).length
        const english = letters(compileMessageOrThrow(message))
        // A message of marks only (quotation marks around a value) has no words to lengthen.
        if (english > 0) expect(letters(made[key]), key).toBeGreaterThan(english)
        else expect(JSON.stringify(made[key]), key).toBe(JSON.stringify(compileMessageOrThrow(message)))
        total.en += english
        total.made += letters(made[key])
      }
    }
    // About 40% longer in all, as German's words run (each message at least a little longer).
    expect(total.made / total.en).toBeGreaterThan(1.35)
  })

  it('catch a part (a link’s tags) that is not English’s', () => {
    expect(
      problemsAgainstEnglish({ a: 'To <link>the quiz</link>.' }, { a: 'Al <enlace>test</enlace>.' }, 'es/x'),
    ).toEqual(['es/x: "a" has the parts <enlace>, English <link>'])
  })

  it('are compiled as the app imports them (npm run messages)', async () => {
    for (const locale of LOCALES)
      for (const namespace of namespaces()) {
        const { messages } = (await import(`../../domain/messages/compiled/${locale}/${namespace}.ts`)) as {
          messages: Record<string, unknown>
        }
        const want = catalogueOf(locale, namespace)
        expect(messages, `${locale}/${namespace}: run npm run messages`).toEqual(want)
      }
  })

  it('are each registered by the app under their own name, so that another language loads them', () => {
    // Each `catalogue(messages, 'x')` of web/src reads English's compiled/en/x.ts (lib/i18n.ts loads
    // another language's compiled/<locale>/x.ts by that name).
    const calls = execFileSync(
      'grep',
      ['-rn', '--include=*.ts', '--include=*.tsx', 'catalogue(', 'web/src'],
      {
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((line) => /catalogue\(\w+, /.test(line))
    expect(calls.length).toBeGreaterThanOrEqual(namespaces().length - 1)
    for (const line of calls) {
      const [file] = line.split(':')
      const namespace = /catalogue\(\w+, '([\w-]+)'\)/.exec(line)?.[1]
      expect(namespaces(), line).toContain(namespace)
      expect(readFileSync(file ?? '', 'utf8'), line).toContain(`compiled/en/${namespace}.ts`)
    }
  })
})
