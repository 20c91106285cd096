export function playwrightHas(_name: string): boolean { return false; }
export function playwrightEngine(_name: string): never { throw new Error('todo'); }
