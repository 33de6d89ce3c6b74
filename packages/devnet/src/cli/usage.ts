/** Help text of the `kit-devnet` command. */
export const usage = `Usage:
  kit-devnet start [--free-ports] [--sign-in <module>] [--stop-with <pid>]
      Start the local stack, print its configuration as one JSON line, run until stopped.
  kit-devnet run [--free-ports] [--sign-in <module>] [--stop-with <pid>] -- <command...>
      Start the local stack, run <command> with KIT_DEVNET and VITE_KIT_DEVNET set to the
      configuration JSON, then stop the stack and exit with the command's exit code.

Default ports: anvil 8545-8548 (chains 1, 10, 42161, 11155111); the blockchain API, wallet
catalogue and analytics server 8790; the WalletConnect relay 8791; the mobile wallet page 8792;
Solana JSON-RPC and WebSocket 8793 (WebSocket also 8794); Bitcoin regtest Esplora 8795 (a block
every 5 s).
--free-ports lets the OS pick every port instead.
--sign-in <module> loads the module's \`verifySignIn\` export (or its default), which checks the
sign-in messages the API's /v1/siwx/sessions receives; without it that endpoint answers 501.
--stop-with <pid> stops the stack (and run's command) when process <pid> ends, as they stop when
the process that started them ends: for a launcher that starts them through a shell of its own.`
