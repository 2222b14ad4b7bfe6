/**
 * @generated SignedSource<<86b9ce631d9768d2524928f80bf5c760>>
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

(node as any).hash = "e85846c44731a29f7cfa78f851d44b4a";

export default node;
