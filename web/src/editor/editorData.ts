import { graphql, useFragment } from 'react-relay/hooks';
import type { editorData_editor$data, editorData_editor$key } from '../__generated__/editorData_editor.graphql';

/** Everything the editor's pages read of one domain; the layout's query and every mutation payload spread it. */
const editorDataFragment = graphql`
  fragment editorData_editor on DomainEditor {
    id
    agentId
    domainName
    canEdit
    contentExists
    articleBlacklist
    config {
      associateId
      productType
      agent {
        name
        about
        image
        social {
          facebook
          linkedin
          twitter
          youtube
        }
      }
      office {
        name
        address
        landmark
        hours
        phone {
          business
          onMicrosite
        }
        preferredPhone
        team {
          members {
            name
            image
            onMicrosite
          }
        }
      }
      feeds {
        reviews
        articles
      }
      qlp {
        header
        layout
      }
      meta {
        branch
        version
      }
    }
    pages {
      key
      label
      sections {
        key
        label
        group
        helpOnly
      }
    }
    overrides {
      id
      overrideId
      status
      key
      subkey
      pageKey
      value
      allowedTerms
      time
    }
    decisions {
      id
      decision
      reason
      decidedBy
      decidedAt
      pageKey
      key
      subkey
      value
      valueKind
    }
  }
`;

export type EditorData = editorData_editor$data;
export type EditorRef = editorData_editor$key;

export function useEditorData(ref: EditorRef): EditorData {
  return useFragment(editorDataFragment, ref);
}
