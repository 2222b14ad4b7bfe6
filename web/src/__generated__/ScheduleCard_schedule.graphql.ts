/**
 * @generated SignedSource<<7abbe4e68966c7ee2dc8b142e773f2be>>
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
  readonly availability: ReadonlyArray<{
    readonly communicationMediums: ReadonlyArray<CommunicationMedium>;
    readonly end: string;
    readonly id: string;
    readonly location: string | null | undefined;
    readonly meetingLengths: ReadonlyArray<number>;
    readonly staffId: string | null | undefined;
    readonly start: string;
    readonly weekdays: ReadonlyArray<SchedulerWeekday>;
  }>;
  readonly domains: ReadonlyArray<string>;
  readonly id: string;
  readonly label: string;
  readonly outOfOfficeBlocks: ReadonlyArray<{
    readonly associateIds: ReadonlyArray<string>;
    readonly date: string;
    readonly end: string;
    readonly id: string;
    readonly repeatsAnnually: boolean;
    readonly scheduleId: string;
    readonly start: string;
  }>;
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
};
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staffId",
          "storageKey": null
        },
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
          "name": "scheduleId",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "associateIds",
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
      "storageKey": null
    }
  ],
  "type": "Schedule",
  "abstractKey": null
};
})();

(node as any).hash = "0143252564c61d75b393a584f5c471be";

export default node;
