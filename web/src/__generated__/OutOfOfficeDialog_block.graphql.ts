/**
 * @generated SignedSource<<57b4aa9112eeb4a94507b78fb4a8d2a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OutOfOfficeDialog_block$data = {
  readonly associates: ReadonlyArray<{
    readonly name: string;
    readonly personId: string;
  }>;
  readonly date: string;
  readonly end: string;
  readonly id: string;
  readonly repeatsAnnually: boolean;
  readonly start: string;
  readonly " $fragmentType": "OutOfOfficeDialog_block";
};
export type OutOfOfficeDialog_block$key = {
  readonly " $data"?: OutOfOfficeDialog_block$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutOfOfficeDialog_block">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutOfOfficeDialog_block",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "end",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SchedulerPerson",
      "kind": "LinkedField",
      "name": "associates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "personId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repeatsAnnually",
      "storageKey": null
    }
  ],
  "type": "OutOfOfficeBlock",
  "abstractKey": null
};

(node as any).hash = "a3335785c98de87eb4e73ea2660f7bd4";

export default node;
