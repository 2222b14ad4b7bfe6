/**
 * @generated SignedSource<<f6e5ce134c2ce65b2404294bee24cc47>>
 * @relayHash d6a0d4fb4f24a5147917f33f62cb1821
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6a0d4fb4f24a5147917f33f62cb1821

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CrawlJobListingInput = {
  agentId: string;
  officeAssociateId: string;
};
export type mutationsCrawlJobListingMutation$variables = {
  input: CrawlJobListingInput;
};
export type mutationsCrawlJobListingMutation$data = {
  readonly crawlJobListing: {
    readonly jobListing: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"JobListingPanel_listing">;
    };
  };
};
export type mutationsCrawlJobListingMutation = {
  response: mutationsCrawlJobListingMutation$data;
  variables: mutationsCrawlJobListingMutation$variables;
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
    "name": "mutationsCrawlJobListingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobListingPayload",
        "kind": "LinkedField",
        "name": "crawlJobListing",
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
    "name": "mutationsCrawlJobListingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobListingPayload",
        "kind": "LinkedField",
        "name": "crawlJobListing",
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
    "id": "d6a0d4fb4f24a5147917f33f62cb1821",
    "metadata": {},
    "name": "mutationsCrawlJobListingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bf687b053231c2ac610336b79fd8eabb";

export default node;
