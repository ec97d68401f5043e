// What a baseline tool did (web/src/lib/device-state/changes.ts), in the language spoken: the toasts
// of 'Set Baseline ξ', 'Fix Archetype Modifiers' and 'Fix Birth Scalar', and the repairs made on load.
import { findArchetype } from '@domain/archetypes.ts'
import { useArchetypeText } from '@/components/quiz/archetype-text.ts'
import { useArchetypes } from '@/components/quiz/quiz-text.ts'
import type { BirthScalarFix, LoadRepair, ToolResult } from '@/lib/device-state/changes.ts'
import { fixed } from '@/lib/format.ts'

export interface ToolWords {
  title: string
  description: string
}

/** The words of a tool's result and of a repair made on load. */
export function useToolWords(): {
  result: (result: ToolResult | BirthScalarFix) => ToolWords
  repair: (repair: LoadRepair) => string
} {
  const t = useArchetypeText()
  const archetypes = useArchetypes()
  const result = (r: ToolResult | BirthScalarFix): ToolWords => {
    switch (r.kind) {
      case 'no-archetype':
        return {
          title: t('archetype.tool.no-archetype.title'),
          description: t('archetype.tool.no-archetype.body'),
        }
      case 'birth-date-needed':
        return {
          title: t('archetype.tool.birth-date-needed.title'),
          description: t('archetype.tool.birth-date-needed.body'),
        }
      case 'birth-scalar-fixed': {
        const { before, ...values } = r.shown
        return {
          title: t('archetype.tool.birth-scalar-fixed.title'),
          description:
            before === null
              ? t('archetype.tool.birth-scalar-fixed.body', values)
              : t('archetype.tool.birth-scalar-fixed.moved', { ...values, before }),
        }
      }
      case 'baseline-set':
        return {
          title: t('archetype.tool.baseline-set.title'),
          description: t('archetype.tool.baseline-set.body', { combined: fixed(r.data.combinedBaseline) }),
        }
      case 'modifiers-fixed': {
        const id = r.data.archetypeId
        const name =
          archetypes.find((a) => a.id === id)?.name ?? findArchetype(id)?.name ?? r.data.archetypeName
        return {
          title: t('archetype.tool.modifiers-fixed.title'),
          description: t('archetype.tool.modifiers-fixed.body', {
            archetype: name,
            entropy: fixed(r.data.modifiers.entropyMod, 2),
            curvature: fixed(r.data.modifiers.curvatureMod, 2),
          }),
        }
      }
    }
  }
  const repair = (n: LoadRepair): string =>
    n.kind === 'birth-scalar'
      ? t('archetype.repair.birth-scalar', { birth: n.shown })
      : t('archetype.repair.modifiers')
  return { result, repair }
}
