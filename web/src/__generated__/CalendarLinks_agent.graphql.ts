/**
 * @generated SignedSource<<0bdedef1d0c7d94afc48ef4f187f6a27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarLinks_agent$data = {
  readonly schedulerCalendars: {
    readonly agencyUrl: string | null | undefined;
    readonly schedules: ReadonlyArray<{
      readonly label: string | null | undefined;
      readonly scheduleId: string;
      readonly url: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CalendarLinks_agent";
};
export type CalendarLinks_agent$key = {
  readonly " $data"?: CalendarLinks_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarLinks_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarLinks_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SchedulerCalendars",
      "kind": "LinkedField",
      "name": "schedulerCalendars",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agencyUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScheduleCalendar",
          "kind": "LinkedField",
          "name": "schedules",
          "plural": true,
          "selections": [
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
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "c64177c4cc7f81897346559a85e84bdc";

export default node;
