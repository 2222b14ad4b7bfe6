/**
 * @generated SignedSource<<610d6911fcb7dd5ece0b0d08a9723caa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleList_agent$data = {
  readonly schedules: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"ScheduleCard_schedule">;
  }> | null | undefined;
  readonly " $fragmentType": "ScheduleList_agent";
};
export type ScheduleList_agent$key = {
  readonly " $data"?: ScheduleList_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleList_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleList_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Schedule",
      "kind": "LinkedField",
      "name": "schedules",
      "plural": true,
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
          "name": "label",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ScheduleCard_schedule"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "988540eb31565b5b3f3bb1fd0b5137ca";

export default node;
