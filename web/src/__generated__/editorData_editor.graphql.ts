/**
 * @generated SignedSource<<6dfc0ece82f426e09c38c6e00ce5d3aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EditorOverrideStatus = "approved" | "pending" | "%future added value";
export type OverrideValueKind = "choice" | "image" | "plain" | "rich" | "toggle" | "%future added value";
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type QueueDecisionKind = "approved" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type editorData_editor$data = {
  readonly agentId: string;
  readonly articleBlacklist: ReadonlyArray<string> | null | undefined;
  readonly canEdit: boolean;
  readonly config: {
    readonly agent: {
      readonly about: string | null | undefined;
      readonly image: string | null | undefined;
      readonly name: string | null | undefined;
      readonly social: {
        readonly facebook: string | null | undefined;
        readonly linkedin: string | null | undefined;
        readonly twitter: string | null | undefined;
        readonly youtube: string | null | undefined;
      };
    };
    readonly associateId: string;
    readonly feeds: {
      readonly articles: boolean;
      readonly reviews: boolean;
    };
    readonly meta: {
      readonly branch: string;
      readonly version: string;
    };
    readonly office: {
      readonly address: string | null | undefined;
      readonly hours: string | null | undefined;
      readonly landmark: string | null | undefined;
      readonly name: string | null | undefined;
      readonly phone: {
        readonly business: string | null | undefined;
        readonly onMicrosite: boolean;
      };
      readonly preferredPhone: string | null | undefined;
      readonly team: {
        readonly members: ReadonlyArray<{
          readonly image: string | null | undefined;
          readonly name: string;
          readonly onMicrosite: boolean;
        }>;
      };
    };
    readonly productType: ProductType;
    readonly qlp: {
      readonly header: string | null | undefined;
      readonly layout: string | null | undefined;
    };
  } | null | undefined;
  readonly contentExists: boolean | null | undefined;
  readonly decisions: ReadonlyArray<{
    readonly decidedAt: string;
    readonly decidedBy: string;
    readonly decision: QueueDecisionKind;
    readonly id: string;
    readonly key: string;
    readonly pageKey: string;
    readonly reason: string | null | undefined;
    readonly subkey: string;
    readonly value: string;
    readonly valueKind: OverrideValueKind;
  }> | null | undefined;
  readonly domainName: string;
  readonly id: string;
  readonly overrides: ReadonlyArray<{
    readonly allowedTerms: ReadonlyArray<string>;
    readonly id: string;
    readonly key: string;
    readonly overrideId: number;
    readonly pageKey: string;
    readonly status: EditorOverrideStatus;
    readonly subkey: string;
    readonly time: string | null | undefined;
    readonly value: string;
  }> | null | undefined;
  readonly pages: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly sections: ReadonlyArray<{
      readonly group: string | null | undefined;
      readonly helpOnly: boolean;
      readonly key: string;
      readonly label: string;
    }>;
  }> | null | undefined;
  readonly " $fragmentType": "editorData_editor";
};
export type editorData_editor$key = {
  readonly " $data"?: editorData_editor$data;
  readonly " $fragmentSpreads": FragmentRefs<"editorData_editor">;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "image",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onMicrosite",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subkey",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageKey",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "editorData_editor",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "domainName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentExists",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleBlacklist",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DomainConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "associateId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorConfigAgent",
          "kind": "LinkedField",
          "name": "agent",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "about",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "EditorSocial",
              "kind": "LinkedField",
              "name": "social",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "facebook",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "linkedin",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "twitter",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "youtube",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorOffice",
          "kind": "LinkedField",
          "name": "office",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "landmark",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hours",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "EditorPhone",
              "kind": "LinkedField",
              "name": "phone",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "business",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "preferredPhone",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "EditorTeam",
              "kind": "LinkedField",
              "name": "team",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "EditorTeamMember",
                  "kind": "LinkedField",
                  "name": "members",
                  "plural": true,
                  "selections": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    (v3/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorFeeds",
          "kind": "LinkedField",
          "name": "feeds",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reviews",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "articles",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorQlp",
          "kind": "LinkedField",
          "name": "qlp",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "header",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "layout",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorConfigMeta",
          "kind": "LinkedField",
          "name": "meta",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "branch",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "version",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EditorPage",
      "kind": "LinkedField",
      "name": "pages",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorSection",
          "kind": "LinkedField",
          "name": "sections",
          "plural": true,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "group",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "helpOnly",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentOverride",
      "kind": "LinkedField",
      "name": "overrides",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overrideId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowedTerms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentDecision",
      "kind": "LinkedField",
      "name": "decisions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decidedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decidedAt",
          "storageKey": null
        },
        (v7/*:: as any*/),
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "valueKind",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DomainEditor",
  "abstractKey": null
};
})();

(node as any).hash = "8840605cd1a66e77740c3493efbefd37";

export default node;
