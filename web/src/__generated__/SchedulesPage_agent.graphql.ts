/**
 * @generated SignedSource<<b2df4791d4247c4e59f87ee59ac18b88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SchedulesPage_agent$data = {
  readonly schedules: ReadonlyArray<{
    readonly __typename: "Schedule";
  }> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleList_agent">;
  readonly " $fragmentType": "SchedulesPage_agent";
};
export type SchedulesPage_agent$key = {
  readonly " $data"?: SchedulesPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"SchedulesPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SchedulesPage_agent",
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduleList_agent"
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "6b5af0796439badc8f47f5f94512bc73";

export default node;
