export declare const OPS_COMMANDS: readonly string[];
export declare function opsNodeArgs(command: string, args: string[]): string[];
