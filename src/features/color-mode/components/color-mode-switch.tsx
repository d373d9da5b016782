import { useId } from 'react';
import { COLOR_MODE_OPTIONS, parsePreference } from '../state/color-mode';
import { useColorMode } from '../hooks/use-color-mode';

export function ColorModeSwitch() {
  const [preference, setPreference] = useColorMode();
  const id = useId();
  return (
    <div className="color-mode-switch">
      <label htmlFor={id}>Colours</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => setPreference(parsePreference(event.target.value))}
      >
        {COLOR_MODE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
