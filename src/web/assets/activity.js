// The Activity's script: the Embedded App SDK's handshake with Discord,
// an OAuth2 code for this app, and the bot's server says where to go (the
// player's seat, or the game to watch). What it says is the page's own
// text (its data- attributes, in the page's language).
"use strict";
(async function () {
  const main = document.getElementById("activity");
  const status = document.getElementById("status");
  const say = function (text) { status.textContent = text; };
  if (!main || !status) return;
  if (!window.DiscordEmbeddedAppSdk) return say(main.dataset.outside);
  try {
    const clientId = main.dataset.clientId;
    const sdk = new window.DiscordEmbeddedAppSdk.DiscordSDK(clientId, { disableConsoleLogOverride: true });
    await sdk.ready();
    say(main.dataset.asking);
    const granted = await sdk.commands.authorize({
      client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    });
    const answer = await fetch("/activity/session", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: granted.code, channel: sdk.channelId || "" }),
    });
    const next = await answer.json();
    if (next.url) location.replace(next.url);
    else say(next.error || main.dataset.failed);
  } catch (e) {
    say(main.dataset.notFramed);
  }
})();
