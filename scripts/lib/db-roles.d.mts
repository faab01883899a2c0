/** Types of db-roles.mjs (see its docstring). */
export declare function serviceRole(service: string): string;
export declare function serviceRoleSql(service: string, schema: string, password: string): string;
export declare const SHARED_SQL: string;
export declare function ensureServiceRoles(
  adminUrl: string,
  options: {
    passwords: Record<string, string>;
    schemaPrefix?: string;
    services?: readonly string[];
  },
): Promise<Record<string, string>>;
