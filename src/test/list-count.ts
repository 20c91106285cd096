import { screen } from '@testing-library/react';

/**
 * The list toolbar's count (a status region, `ListToolbar`): the one with `text` when given (waiting for it),
 * else the only one on the screen.
 */
export function findListCount(text?: string | RegExp): Promise<HTMLElement> {
  return text === undefined
    ? screen.findByText(/./, { selector: '.list-toolbar__count' })
    : screen.findByText(text, { selector: '[role="status"]' });
}
