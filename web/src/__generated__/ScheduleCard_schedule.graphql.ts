/**
 * @generated SignedSource<<08afaa07a77b23e9b0b496829d533c77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunicationMedium = "in_person" | "phone" | "%future added value";
export type SchedulerWeekday = "Friday" | "Monday" | "Saturday" | "Sunday" | "Thursday" | "Tuesday" | "Wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScheduleCard_schedule$data = {
  readonly agentId: string;
  readonly availability: ReadonlyArray<{
    readonly communicationMediums: ReadonlyArray<CommunicationMedium>;
    readonly end: string;
    readonly id: string;
    readonly location: string | null | undefined;
    readonly meetingLengths: ReadonlyArray<number>;
    readonly staff: {
      readonly name: string;
    } | null | undefined;
    readonly start: string;
    readonly weekdays: ReadonlyArray<SchedulerWeekday>;
  }>;
  readonly domains: ReadonlyArray<string>;
  readonly id: string;
  readonly label: string;
  readonly outOfOfficeBlocks: ReadonlyArray<{
    readonly associates: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly date: string;
    readonly end: string;
    readonly id: string;
    readonly repeatsAnnually: boolean;
    readonly start: string;
    readonly " $fragmentSpreads": FragmentRefs<"OutOfOfficeDialog_block">;
  }>;
  readonly pk: number;
  readonly " $fragmentType": "ScheduleCard_schedule";
};
export type ScheduleCard_schedule$key = {
  readonly " $data"?: ScheduleCard_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleCard_schedule">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleCard_schedule",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pk",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agentId",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domains",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AvailabilityBlock",
      "kind": "LinkedField",
      "name": "availability",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekdays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meetingLengths",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "communicationMediums",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SchedulerPerson",
          "kind": "LinkedField",
          "name": "staff",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OutOfOfficeBlock",
      "kind": "LinkedField",
      "name": "outOfOfficeBlocks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SchedulerPerson",
          "kind": "LinkedField",
          "name": "associates",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repeatsAnnually",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OutOfOfficeDialog_block"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Schedule",
  "abstractKey": null
};
})();

(node as any).hash = "30efc5ef9b5f6b9851e78ce987d3d200";

export default node;
