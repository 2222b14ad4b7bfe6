/** The domain content editor's fields (EDITOR). */
export const editorResolvers = {};
