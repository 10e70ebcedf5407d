// The visitors' entry: hydrates the server-rendered viewer (written with the viewer core).
export {};
