/**
 * A request refused for a missing scope (renderer/src/components/scope-switch.tsx): what was not sent, and the saved
 * key of the same service that has the scope, or that none has (README, "Missing scopes").
 */
import type { SourceSlice } from '../../source-message.ts'

export const scopes = {
  'scopes.not-sent': {
    message: 'Not sent: this key lacks {scope}.',
    comment:
      '{scope} is the name of a permission such as read:public, kept as written. The app did not send the request because the service would refuse it.',
  },
  'scopes.use-key': {
    message: 'Use key “{label}” (has {scope})',
    comment:
      'Button. {label} is the name the user gave a saved API key; {scope} is a permission such as read:public, kept as written.',
  },
  'scopes.no-key': {
    message: 'No saved key of this service has {scope}. Add a key that has it in Keys.',
    comment: '{scope} is a permission such as read:public, kept as written. Keys is the name of the section.',
  },
  'scopes.switch-failed': {
    message: 'That key could not be put in use. Open Keys to choose one.',
    comment: 'Shown when switching to the suggested API key failed.',
  },
} as const satisfies SourceSlice
