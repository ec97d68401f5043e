// The standard genetic code, read on messenger RNA (U instead of T).

export type Base = 'U' | 'C' | 'A' | 'G'
export const BASES: readonly Base[] = ['U', 'C', 'A', 'G']

const AMINO_ACIDS: Record<string, string> = {
  UUU: 'Phenylalanine',
  UUC: 'Phenylalanine',
  UUA: 'Leucine',
  UUG: 'Leucine',
  CUU: 'Leucine',
  CUC: 'Leucine',
  CUA: 'Leucine',
  CUG: 'Leucine',
  AUU: 'Isoleucine',
  AUC: 'Isoleucine',
  AUA: 'Isoleucine',
  AUG: 'Methionine',
  GUU: 'Valine',
  GUC: 'Valine',
  GUA: 'Valine',
  GUG: 'Valine',
  UCU: 'Serine',
  UCC: 'Serine',
  UCA: 'Serine',
  UCG: 'Serine',
  CCU: 'Proline',
  CCC: 'Proline',
  CCA: 'Proline',
  CCG: 'Proline',
  ACU: 'Threonine',
  ACC: 'Threonine',
  ACA: 'Threonine',
  ACG: 'Threonine',
  GCU: 'Alanine',
  GCC: 'Alanine',
  GCA: 'Alanine',
  GCG: 'Alanine',
  UAU: 'Tyrosine',
  UAC: 'Tyrosine',
  UAA: 'Stop',
  UAG: 'Stop',
  CAU: 'Histidine',
  CAC: 'Histidine',
  CAA: 'Glutamine',
  CAG: 'Glutamine',
  AAU: 'Asparagine',
  AAC: 'Asparagine',
  AAA: 'Lysine',
  AAG: 'Lysine',
  GAU: 'Aspartic acid',
  GAC: 'Aspartic acid',
  GAA: 'Glutamic acid',
  GAG: 'Glutamic acid',
  UGU: 'Cysteine',
  UGC: 'Cysteine',
  UGA: 'Stop',
  UGG: 'Tryptophan',
  CGU: 'Arginine',
  CGC: 'Arginine',
  CGA: 'Arginine',
  CGG: 'Arginine',
  AGU: 'Serine',
  AGC: 'Serine',
  AGA: 'Arginine',
  AGG: 'Arginine',
  GGU: 'Glycine',
  GGC: 'Glycine',
  GGA: 'Glycine',
  GGG: 'Glycine',
}

/** All 64 triplets in the textbook order (first base, then second, then third: U, C, A, G). */
export const TRIPLETS: readonly string[] = BASES.flatMap((a) =>
  BASES.flatMap((b) => BASES.map((c) => a + b + c)),
)

export function aminoAcidOf(triplet: string): string {
  const amino = AMINO_ACIDS[triplet]
  if (!amino) throw new Error(`not an RNA triplet: ${triplet}`)
  return amino
}
