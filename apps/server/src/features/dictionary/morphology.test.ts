import { describe, expect, it } from 'vitest';
import { baseForms } from './morphology.ts';

const lemmas = (word: string, pos: Parameters<typeof baseForms>[1]) =>
  baseForms(word, pos).map((b) => b.lemma);

describe('base forms (morphy rules and irregular forms)', () => {
  it('starts with the word itself', () => {
    expect(baseForms('dog', 'n')[0]).toEqual({ lemma: 'dog', exact: true });
  });

  it('detaches plural endings', () => {
    expect(lemmas('dinosaurs', 'n')).toContain('dinosaur');
    expect(lemmas('boxes', 'n')).toContain('box');
    expect(lemmas('ponies', 'n')).toContain('pony');
    expect(lemmas('wolves', 'n')).toContain('wolf');
    expect(lemmas('knives', 'n')).toContain('knife');
    expect(lemmas('firemen', 'n')).toContain('fireman');
    expect(lemmas('potatoes', 'n')).toContain('potato');
  });

  it('detaches verb endings, undoing doubled consonants', () => {
    expect(lemmas('jumped', 'v')).toContain('jump');
    expect(lemmas('running', 'v')).toContain('run');
    expect(lemmas('stopped', 'v')).toContain('stop');
    expect(lemmas('baked', 'v')).toContain('bake');
    expect(lemmas('cried', 'v')).toContain('cry');
    expect(lemmas('dying', 'v')).toContain('die');
    expect(lemmas('watches', 'v')).toContain('watch');
  });

  it('detaches comparative and superlative endings', () => {
    expect(lemmas('bigger', 'a')).toContain('big');
    expect(lemmas('happiest', 'a')).toContain('happy');
    expect(lemmas('nicer', 'a')).toContain('nice');
  });

  it('knows common irregular forms, also after a detached ending', () => {
    expect(lemmas('went', 'v')).toEqual(['went', 'go']);
    expect(lemmas('saw', 'v')).toContain('see');
    expect(lemmas('children', 'n')).toContain('child');
    expect(lemmas('childrens', 'n')).toContain('child');
    expect(lemmas('mice', 'n')).toContain('mouse');
    expect(lemmas('better', 'a')).toContain('good');
  });

  it('does not guess very short stems ("is" is not "i", "his" is not "hi")', () => {
    expect(lemmas('is', 'n')).toEqual(['is']);
    expect(lemmas('his', 'n')).toEqual(['his']);
    expect(lemmas('is', 'v')).toEqual(['is', 'be']);
  });
});
