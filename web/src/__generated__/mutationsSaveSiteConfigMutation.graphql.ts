/**
 * @generated SignedSource<<e3c24e8160c0f8aa84f401fc573cc6c0>>
 * @relayHash f45ae644d1fc03d62d4c3d485003e61e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f45ae644d1fc03d62d4c3d485003e61e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteConfigInput = {
  demoDomains?: ReadonlyArray<string> | null | undefined;
  demoUsers?: ReadonlyArray<DemoUserInput> | null | undefined;
  domainTransactionsEnabled?: boolean | null | undefined;
  editorMessage?: string | null | undefined;
};
export type DemoUserInput = {
  associateId: string;
  subtext?: string | null | undefined;
  title: string;
};
export type mutationsSaveSiteConfigMutation$variables = {
  input: SiteConfigInput;
};
export type mutationsSaveSiteConfigMutation$data = {
  readonly saveSiteConfig: {
    readonly siteConfig: {
      readonly demoDomains: ReadonlyArray<string>;
      readonly demoUsers: ReadonlyArray<{
        readonly associateId: string;
        readonly subtext: string | null | undefined;
        readonly title: string;
      }>;
      readonly domainTransactionsEnabled: boolean;
      readonly editorMessage: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"SiteConfigForm_siteConfig">;
    };
  };
};
export type mutationsSaveSiteConfigMutation = {
  response: mutationsSaveSiteConfigMutation$data;
  variables: mutationsSaveSiteConfigMutation$variables;
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
  "name": "domainTransactionsEnabled",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "editorMessage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "demoDomains",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "DemoUser",
  "kind": "LinkedField",
  "name": "demoUsers",
  "plural": true,
  "selections": [
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
      "name": "subtext",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associateId",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsSaveSiteConfigMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveSiteConfigPayload",
        "kind": "LinkedField",
        "name": "saveSiteConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteConfig",
            "kind": "LinkedField",
            "name": "siteConfig",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SiteConfigForm_siteConfig"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "name": "mutationsSaveSiteConfigMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveSiteConfigPayload",
        "kind": "LinkedField",
        "name": "saveSiteConfig",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteConfig",
            "kind": "LinkedField",
            "name": "siteConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f45ae644d1fc03d62d4c3d485003e61e",
    "metadata": {},
    "name": "mutationsSaveSiteConfigMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abe47824148629bef2734949f4f8374f";

export default node;
