//! Helpers for the browser tests: headless Chromium driven through
//! ChromeDriver (Debian's packages, installed by `scripts/with-browser`,
//! which names the driver in WEB_TEST_CHROMEDRIVER).

use super::web::PATIENCE;
use fantoccini::{Client, ClientBuilder};
use std::time::{Duration, Instant};

/// The driver's path, when this run has one.
pub fn chromedriver() -> Option<String> {
    std::env::var("WEB_TEST_CHROMEDRIVER")
        .ok()
        .filter(|p| std::path::Path::new(p).exists())
}

/// ChromeDriver on a free port, killed when dropped.
pub struct Driver(std::process::Child, pub u16);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts ChromeDriver at `path` on a free port.
pub async fn driver(path: &str) -> Driver {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = std::process::Command::new(path)
        .arg(format!("--port={port}"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("ChromeDriver starts");
    let started = Instant::now();
    while tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .is_err()
    {
        assert!(started.elapsed() < PATIENCE, "ChromeDriver did not listen");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Driver(child, port)
}

/// Widths below this are a phone's, emulated as one.
const PHONE_BELOW: u32 = 500;

/// A browser session of its own (its own profile, so its own cookies and
/// storage) through `driver`, `width` × `height` pixels; the profile's
/// folder lives as long as the returned guard.
pub async fn session(driver: &Driver, width: u32, height: u32) -> (Client, tempfile::TempDir) {
    let profile = tempfile::tempdir().unwrap();
    let mut caps = serde_json::Map::new();
    let mut options = serde_json::json!({
        "binary": "/usr/bin/chromium",
        "args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync",
            format!("--window-size={width},{height}"),
            format!("--user-data-dir={}", profile.path().display()),
        ],
    });
    // A window is never narrower than 500 px: a phone's width is a phone's
    // viewport, emulated (touch, the viewport meta tag honoured).
    if width < PHONE_BELOW {
        options["mobileEmulation"] = serde_json::json!({
            "deviceMetrics": {
                "width": width, "height": height, "pixelRatio": 1.0,
                "mobile": true, "touch": true,
            },
        });
    }
    caps.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let c = ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.1))
        .await
        .expect("a browser session");
    (c, profile)
}

/// Waits until `script` returns something other than false or null on
/// the page; what it returned.
pub async fn until(c: &Client, what: &str, script: &str) -> serde_json::Value {
    let started = Instant::now();
    loop {
        let v = c.execute(script, vec![]).await.unwrap();
        if v.as_bool() != Some(false) && !v.is_null() {
            return v;
        }
        assert!(started.elapsed() < PATIENCE, "never: {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
