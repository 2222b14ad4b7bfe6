/**
 * @generated SignedSource<<0ff188727bdc824df1a3d231c0b0d030>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SchedulePage_agent$data = {
  readonly schedule: {
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"ScheduleCard_schedule">;
  } | null | undefined;
  readonly " $fragmentType": "SchedulePage_agent";
};
export type SchedulePage_agent$key = {
  readonly " $data"?: SchedulePage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"SchedulePage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "pk"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SchedulePage_agent",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "pk",
          "variableName": "pk"
        }
      ],
      "concreteType": "Schedule",
      "kind": "LinkedField",
      "name": "schedule",
      "plural": false,
      "selections": [
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

(node as any).hash = "749dfafa61280b7953ac04733340396b";

export default node;
