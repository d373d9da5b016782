// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionDetail } from '../../../shared/questions-schemas';
import { pageQuestion, pageQuestionBlock } from './page-question';

const question: QuestionDetail = {
  id: '0b7d6a4e-5f8c-4f43-9a51-3c2e1d0f9a11',
  title: 'Does renters insurance cover my bike?',
  body: 'It was taken from the hallway. </script><script>alert(1)</script>',
  topic: 'home',
  status: 'answered',
  visibility: 'public',
  createdAt: '2026-11-20T14:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  lastAnswerAt: '2026-11-21T09:30:00.000Z',
  mine: false,
  answers: [],
  followUps: [],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the question a server-rendered page carries', () => {
  it('is written as a JSON block that no text inside can close', () => {
    const block = pageQuestionBlock(question);
    expect(block.startsWith('<script type="application/json" id="__question">')).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is read back in the browser for the same id only', () => {
    document.body.innerHTML = `<div id="__nuxt"></div>${pageQuestionBlock(question)}`;
    expect(pageQuestion(question.id)).toEqual(question);
    expect(pageQuestion('5b0c2b54-1a39-4b8e-9d7c-2f1e6c9a0d11')).toBeUndefined();
  });

  it('is simply absent when the page has none or it cannot be read', () => {
    expect(pageQuestion(question.id)).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="__question">{not json</script>';
    expect(pageQuestion(question.id)).toBeUndefined();
  });
});
