/**
 * @generated SignedSource<<3da24d9406ead0f6af972e1fd717ccb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CorporatePermission = "calltracking" | "departures" | "m1editor" | "m1stats" | "participation" | "qlp" | "queue" | "reports" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmployeeLandingPage_corporateUser$data = {
  readonly corporatePermissions: ReadonlyArray<CorporatePermission>;
  readonly email: string | null | undefined;
  readonly employeeId: string;
  readonly username: string;
  readonly " $fragmentType": "EmployeeLandingPage_corporateUser";
};
export type EmployeeLandingPage_corporateUser$key = {
  readonly " $data"?: EmployeeLandingPage_corporateUser$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmployeeLandingPage_corporateUser">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "throwOnFieldError": true
  },
  "name": "EmployeeLandingPage_corporateUser",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "corporatePermissions",
      "storageKey": null
    }
  ],
  "type": "CorporateUser",
  "abstractKey": null
};

(node as any).hash = "09465032ca532359b715ba4dfc30b9dd";

export default node;
