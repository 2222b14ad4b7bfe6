/**
 * @generated SignedSource<<7f4fdb739d59654c66b4c951feacd1ff>>
 * @relayHash 1fc905d1363f2360975780290a5327cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fc905d1363f2360975780290a5327cf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetJobListingOverrideInput = {
  agentId: string;
  officeAssociateId: string;
  urlOverride?: string | null | undefined;
};
export type mutationsSetJobListingOverrideMutation$variables = {
  input: SetJobListingOverrideInput;
};
export type mutationsSetJobListingOverrideMutation$data = {
  readonly setJobListingOverride: {
    readonly jobListing: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"JobListingPanel_listing">;
    };
  };
};
export type mutationsSetJobListingOverrideMutation = {
  response: mutationsSetJobListingOverrideMutation$data;
  variables: mutationsSetJobListingOverrideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsSetJobListingOverrideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobListingPayload",
        "kind": "LinkedField",
        "name": "setJobListingOverride",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobListing",
            "kind": "LinkedField",
            "name": "jobListing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "JobListingPanel_listing"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsSetJobListingOverrideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobListingPayload",
        "kind": "LinkedField",
        "name": "setJobListingOverride",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobListing",
            "kind": "LinkedField",
            "name": "jobListing",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "urlOverride",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "micrositeUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastCrawl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ListingJob",
                "kind": "LinkedField",
                "name": "jobs",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "complete",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1fc905d1363f2360975780290a5327cf",
    "metadata": {},
    "name": "mutationsSetJobListingOverrideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f74ff0c17c92f7473707242e1f4b8b61";

export default node;
