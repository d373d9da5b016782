import { describe, expect, it } from 'vitest';
import { countLabel, lastSegment, minutesLabel, topicLabel } from './labels';

describe('topicLabel', () => {
  it('capitalises the first word only', () => {
    expect(topicLabel('plan-selection')).toBe('Plan selection');
  });

  it('keeps letters, abbreviations and names readable', () => {
    expect(topicLabel('part-d')).toBe('Part D');
    expect(topicLabel('roth-ira')).toBe('Roth IRA');
    expect(topicLabel('rmds')).toBe('RMDs');
    expect(topicLabel('401k')).toBe('401(k)');
    expect(topicLabel('turning-65')).toBe('Turning 65');
  });
});

describe('small labels', () => {
  it('says minutes of reading or listening', () => {
    expect(minutesLabel(4)).toBe('4 minute read');
    expect(minutesLabel(5, 'listen')).toBe('5 minute listen');
  });

  it('picks singular or plural after a count', () => {
    expect(countLabel(1, 'article')).toBe('1 article');
    expect(countLabel(3, 'episode')).toBe('3 episodes');
  });

  it('takes the last segment of a path', () => {
    expect(lastSegment('/categories/medicare')).toBe('medicare');
    expect(lastSegment('/series/x/')).toBe('x');
  });
});
