/**
 * @generated SignedSource<<9a9a628027e8cd1da81aedf49d4c4a22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipientsForm_agent$data = {
  readonly appointmentNotificationRecipients: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "RecipientsForm_agent";
};
export type RecipientsForm_agent$key = {
  readonly " $data"?: RecipientsForm_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipientsForm_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipientsForm_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appointmentNotificationRecipients",
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "2565679da8fe814a68853f413ac0e3b2";

export default node;
