import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useAfterFirstCommit } from './useAfterFirstCommit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('is false through the first commit and true after the next task', () => {
  const { result } = renderHook(() => useAfterFirstCommit());
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(0));
  expect(result.current).toBe(true);
});

test('a component gone before that task leaves no timer behind', () => {
  const { unmount } = renderHook(() => useAfterFirstCommit());
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
