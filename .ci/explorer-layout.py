#!/usr/bin/env python3
"""Open Explorer pages in headless Chromium, check what a person would see there, save a
screenshot of each.

    explorer-layout.py BROWSER OUT_DIR NAME=URL WHAT...

For each NAME=URL it loads the page, waits for the board picture, runs the checks
in CHECKS (elements present, inside the window, boxes apart, text inside its box: the page's
real layout, through the DevTools protocol), and saves OUT_DIR/NAME.png. It prints one line per
page and exits 1 when a check failed. The checks run in a light and a dark colour scheme at
1024x768, and at 1400x1100, where the screenshot is taken. Python's standard library only: Chromium is driven over
--remote-debugging-pipe (file descriptors 3 and 4), so no WebSocket client or driver is needed.
"""

import base64
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time

WIDTH, HEIGHT = 1400, 1100

# Runs in the page; resolves to a list of failures (empty when all is well). `what` names the
# state: its specific checks.
CHECKS = r"""
async (what) => {
  const deadline = Date.now() + 20000;
  const ready = () => {
    const svg = document.querySelector('section svg.board');
    const sel = document.querySelector('a.is-selected-state');
    return svg && sel ? svg : null;
  };
  while (!ready()) {
    if (Date.now() > deadline) return ['the board picture did not appear within 20 s'];
    await new Promise((r) => setTimeout(r, 100));
  }
  await document.fonts.ready;
  const svg = ready();
  const fail = [];
  const box = (e) => e.getBoundingClientRect();
  const inside = (a, b, slack = 0.5) =>
    a.left >= b.left - slack && a.right <= b.right + slack &&
    a.top >= b.top - slack && a.bottom <= b.bottom + slack;
  const apart = (a, b) =>
    a.right <= b.left + 0.5 || b.right <= a.left + 0.5 ||
    a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
  const label = (e) => (e.querySelector('title') || e).textContent.trim();

  const pic = box(svg);
  if (pic.width < 500) fail.push(`the picture is ${pic.width}px wide`);
  if (pic.right > window.innerWidth) fail.push('the picture runs past the window');
  if (pic.top > 200) fail.push(`the picture starts ${pic.top}px down`);

  // Every drawn thing stays inside the picture; each box holds its own text.
  for (const t of svg.querySelectorAll('text')) {
    if (!inside(box(t), pic)) fail.push(`text "${t.textContent}" runs out of the picture`);
  }
  const groups = [...svg.querySelectorAll('g.card, g.stack-item, g.plane')];
  for (const g of groups) {
    const frame = box(g.querySelector('rect'));
    for (const t of g.querySelectorAll('text')) {
      if (!inside(box(t), frame)) fail.push(`"${t.textContent}" runs out of the box of ${label(g)}`);
    }
    if (!g.querySelector('text')) fail.push(`the box of ${label(g)} has no text`);
  }
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      if (!apart(box(groups[i].querySelector('rect')), box(groups[j].querySelector('rect')))) {
        fail.push(`the boxes of ${label(groups[i])} and ${label(groups[j])} overlap`);
      }
    }
  }
  // Players' panels are apart from each other and from the stack and command zone.
  const panels = [...svg.querySelectorAll('rect.player')];
  for (let i = 0; i < panels.length; i++) {
    for (let j = i + 1; j < panels.length; j++) {
      if (!apart(box(panels[i]), box(panels[j]))) fail.push(`players' panels ${i} and ${j} overlap`);
    }
    for (const g of svg.querySelectorAll('g.stack-item, g.plane')) {
      if (!apart(box(panels[i]), box(g))) fail.push(`panel ${i} overlaps ${label(g)}`);
    }
  }
  // Lines of text do not sit on one another.
  const lines = [...svg.querySelectorAll('text.verdict-text, text.status-line, text.last-move')];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!apart(box(lines[i]), box(lines[i + 1]))) fail.push('the lines at the top overlap');
  }

  // Readable whatever the page's style: each text's colour against what is drawn behind it
  // (WCAG contrast, at least 4.5).
  const rgb = (c) => (c.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
  const lum = (c) => {
    const f = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    const [r, g, b] = rgb(c);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrast = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const rects = [...svg.querySelectorAll('rect')];
  for (const t of svg.querySelectorAll('text')) {
    const behind = rects.filter((r) =>
      (r.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) && inside(box(t), box(r), 1)).pop();
    if (!behind) {
      fail.push(`nothing is drawn behind "${t.textContent}"`);
      continue;
    }
    const ratio = contrast(getComputedStyle(t).fill, getComputedStyle(behind).fill);
    if (ratio < 4.5) fail.push(`"${t.textContent}" has a contrast of ${ratio.toFixed(1)}`);
  }

  const texts = (cls) => [...svg.querySelectorAll('text.' + cls)].map((t) => t.textContent);
  if (texts('verdict-text').length === 0) fail.push("no line names the properties' verdicts");
  if (svg.querySelectorAll('rect.actor-badge').length !== 1) fail.push('not one player marked to act');
  if (svg.querySelectorAll('g.card').length === 0) fail.push('no card boxes');
  if (what === 'plotted') {
    if (!texts('card-mark').includes('plotted T1')) fail.push('no card marked "plotted T1"');
  } else if (what === 'stack') {
    const names = texts('stack-name');
    if (names.length !== 2) fail.push(`the stack shows ${names.length} items, not 2`);
  } else if (what === 'planechase') {
    if (!texts('plane-name').length) fail.push('no face-up plane');
    if (!texts('command-line').some((l) => l.startsWith('planar controller: '))) {
      fail.push('no planar controller');
    }
  }

  // The page around the picture: the model named, moves labelled with turn and step, and the
  // moves to choose from within the first screen.
  const model = document.querySelector('nav li span');
  if (!model || !model.textContent.includes('.toml')) fail.push(`the status names the model "${model && model.textContent}"`);
  const path = [...document.querySelectorAll('ol.path-list a')].map((a) => a.textContent).slice(2);
  if (!path.length || !path.every((p) => /^T\d+ /.test(p))) fail.push(`path labels: ${path.slice(0, 3)}`);
  const next = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Next Action Choices');
  if (!next || box(next).top > window.innerHeight) fail.push('the next moves are below the first screen');
  return fail;
}
"""


class Browser:
    """Chromium over --remote-debugging-pipe: JSON messages ended by NUL on fds 3 and 4."""

    def __init__(self, exe, profile):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def fds():
            # Out of the way first (a pipe's end may itself be 3 or 4), then onto 3 and 4:
            # dup2 onto another number makes the copy inheritable.
            r, w = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_chrome_r, from_chrome_w))
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--hide-scrollbars", f"--user-data-dir={profile}", "--remote-debugging-pipe",
             f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=fds,
            close_fds=False)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buf = b""
        self.next_id = 0

    def call(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.to_chrome, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            while b"\0" in self.buf:
                raw, self.buf = self.buf.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply.get("result", {})
            if time.time() > deadline:
                raise RuntimeError(f"{method}: no answer within {timeout} s")
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError(f"{method}: the browser closed its pipe")
            self.buf += chunk

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except (RuntimeError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def check_page(browser, url, what, png):
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    s = lambda method, params=None, timeout=60: browser.call(method, params, session, timeout)
    s("Page.enable")
    s("Page.navigate", {"url": url})
    failures = []
    # The page in a light and a dark colour scheme (the picture must read the same in both),
    # and in a narrower window; the screenshot is the last, at full size.
    for scheme, (w, h) in (("light", (1024, 768)), ("dark", (1024, 768)), ("dark", (WIDTH, HEIGHT))):
        s("Emulation.setDeviceMetricsOverride",
          {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": False})
        s("Emulation.setEmulatedMedia",
          {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        result = s("Runtime.evaluate", {
            "expression": f"({CHECKS})({json.dumps(what)})",
            "awaitPromise": True, "returnByValue": True}, timeout=60)
        if "exceptionDetails" in result:
            failures.append(f"{scheme} {w}x{h}: the checks threw: {result['exceptionDetails']}")
        else:
            failures += [f"{scheme} {w}x{h}: {f}" for f in result["result"]["value"]]
    shot = s("Page.captureScreenshot", {"format": "png"})
    with open(png, "wb") as f:
        f.write(base64.b64decode(shot["data"]))
    browser.call("Target.closeTarget", {"targetId": target})
    return failures


def main():
    exe, out_dir, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out_dir, exist_ok=True)
    failed = 0
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(exe, profile)
        try:
            for page in pages:
                name, url = page.split("=", 1)
                png = os.path.join(out_dir, f"{name}.png")
                failures = check_page(browser, url, name, png)
                if failures:
                    failed += 1
                    print(f"browser-test: {name}: FAILED ({png}; {url})")
                    for f in failures:
                        print(f"  {f}")
                else:
                    print(f"browser-test: {name}: ok ({png})")
        finally:
            browser.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
