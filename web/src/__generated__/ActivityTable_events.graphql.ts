/**
 * @generated SignedSource<<1fc04f47e9475b73ad359a94ae37ef73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityTable_events$data = ReadonlyArray<{
  readonly created: string;
  readonly description: string | null | undefined;
  readonly eventId: string;
  readonly ip: string | null | undefined;
  readonly serviceType: string | null | undefined;
  readonly storedDescription: string | null | undefined;
  readonly updatedBy: string | null | undefined;
  readonly " $fragmentType": "ActivityTable_events";
}>;
export type ActivityTable_events$key = ReadonlyArray<{
  readonly " $data"?: ActivityTable_events$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityTable_events">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ActivityTable_events",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storedDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceType",
      "storageKey": null
    }
  ],
  "type": "ActivityEvent",
  "abstractKey": null
};

(node as any).hash = "3db2b58386725313ee4f4288837463e7";

export default node;
