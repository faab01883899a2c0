/** Filled by the chef-side work (issue 4). */
export {};
