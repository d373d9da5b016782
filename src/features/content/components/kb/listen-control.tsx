import { useEffect, useReducer, useRef, useState } from 'react';
import { pickVoice, markSentence, transcriptBlocks } from './listen-dom';
import {
  initialListenState,
  listenReducer,
  minutesLeft,
  RATES,
  readingPlan,
  type Sentence,
} from './listen-model';

interface ListenControlProps {
  /** The id of the element holding the transcript to read. */
  transcriptId: string;
  /** Changes when another episode is shown, so reading starts over. */
  episodeKey: string;
}

type Support = 'unknown' | 'yes' | 'no';

/**
 * "Listen": the episode's transcript read aloud by the device's own speech synthesis, one
 * utterance per sentence so the sentence being read is highlighted, and pause, skip and speed act
 * on a known place. There is no recording; the label says so. The device's voices need no network,
 * so it works offline too. Without speech synthesis the control explains that and steps aside.
 */
export function ListenControl({ transcriptId, episodeKey }: ListenControlProps) {
  const [support, setSupport] = useState<Support>('unknown');
  const [sentences, setSentences] = useState<Sentence[]>([]);
  const [state, dispatch] = useReducer(listenReducer, initialListenState(0));
  const blocks = useRef<HTMLElement[]>([]);
  // Each utterance carries the generation it was spoken in; cancelled ones must not move the place.
  const generation = useRef(0);

  useEffect(() => {
    setSupport('speechSynthesis' in window && 'SpeechSynthesisUtterance' in window ? 'yes' : 'no');
  }, []);

  // Read the transcript from the page whenever the episode changes, and start again from the top.
  useEffect(() => {
    const container = document.getElementById(transcriptId);
    if (!container) return;
    blocks.current = transcriptBlocks(container);
    const plan = readingPlan(blocks.current.map((block) => block.textContent ?? ''));
    setSentences(plan);
    dispatch({ type: 'load', count: plan.length });
    return () => {
      generation.current += 1;
      if ('speechSynthesis' in window) window.speechSynthesis.cancel();
      markSentence(container, [], undefined, false);
    };
  }, [transcriptId, episodeKey]);

  const { status, index, rate } = state;
  const active = status === 'playing' || status === 'paused';

  useEffect(() => {
    const container = document.getElementById(transcriptId);
    if (!container) return;
    markSentence(container, blocks.current, active ? sentences[index] : undefined, status === 'playing');
  }, [transcriptId, sentences, index, status, active]);

  // Speak the current sentence while playing; a new sentence, speed or a pause cancels the old one.
  useEffect(() => {
    if (support !== 'yes' || status !== 'playing') return;
    const sentence = sentences[index];
    if (!sentence) return;
    const synth = window.speechSynthesis;
    const mine = ++generation.current;
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.lang = 'en-US';
    utterance.rate = rate;
    const voice = pickVoice(synth);
    if (voice) utterance.voice = voice;
    utterance.onend = () => {
      if (generation.current === mine) dispatch({ type: 'spoken' });
    };
    utterance.onerror = (event) => {
      if (generation.current !== mine || event.error === 'interrupted' || event.error === 'canceled') return;
      dispatch({
        type: 'failed',
        problem:
          'Your device did not read this aloud. It may have no English voice installed, or its sound may be off. The transcript below has every word.',
      });
    };
    synth.cancel();
    synth.speak(utterance);
    return () => {
      generation.current += 1;
      synth.cancel();
    };
  }, [support, status, index, rate, sentences]);

  if (support === 'no') {
    return (
      <p className="kb-listen kb-listen--none">
        This browser cannot read text aloud, so there is nothing to play here. The full transcript is below.
      </p>
    );
  }

  const count = sentences.length;
  const playLabel = status === 'playing' ? 'Pause' : status === 'paused' ? 'Resume' : 'Listen';
  return (
    <>
      <p className="kb-listen__note">
        <strong>Listen:</strong> read aloud by your device&rsquo;s voice, not a recording of the conversation.
        About {count > 0 ? minutesLeft(sentences, 0, rate) : '…'} minutes at this speed; the sentence being
        read is highlighted.
      </p>
      {/* Sticky at the top of the transcript, so pause and skip stay at hand while reading along. */}
      <div className="kb-listen" role="group" aria-label="Listen to the transcript">
        <div className="kb-listen__controls">
          <button
            type="button"
            className="button button--primary kb-listen__play"
            disabled={support !== 'yes' || count === 0}
            onClick={() => dispatch({ type: status === 'playing' ? 'pause' : 'play' })}
          >
            {playLabel}
          </button>
          <button
            type="button"
            className="button button--secondary kb-listen__skip"
            aria-label="Back one sentence"
            disabled={count === 0 || index === 0}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <span aria-hidden="true">‹&nbsp;</span>Back
          </button>
          <button
            type="button"
            className="button button--secondary kb-listen__skip"
            aria-label="Next sentence"
            disabled={count === 0 || index >= count - 1}
            onClick={() => dispatch({ type: 'next' })}
          >
            Next<span aria-hidden="true">&nbsp;›</span>
          </button>
          <label className="kb-listen__speed">
            <span>Speed</span>
            <select
              value={rate}
              onChange={(event) => dispatch({ type: 'rate', rate: Number(event.target.value) })}
            >
              {RATES.map((option) => (
                <option key={option} value={option}>
                  {option === 1 ? '1× (normal)' : `${option}×`}
                </option>
              ))}
            </select>
          </label>
          {active && (
            <button
              type="button"
              className="button button--secondary kb-listen__skip"
              onClick={() => dispatch({ type: 'stop' })}
            >
              Stop
            </button>
          )}
        </div>
        <p className="kb-listen__status" data-testid="listen-status">
          {active && `Sentence ${index + 1} of ${count}${status === 'paused' ? ', paused' : ''}`}
          {status === 'finished' && 'Finished. Press Listen to hear it again from the start.'}
        </p>
      </div>
      {state.problem && (
        <p className="kb-listen__problem" role="alert">
          {state.problem}
        </p>
      )}
    </>
  );
}
