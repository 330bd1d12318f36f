//! Who a request comes from: the connecting address, or, when that is one
//! of the configured trusted proxies (`web.trusted_proxies`), the visitor
//! its `Forwarded` or `X-Forwarded-For` header names. A header from
//! anyone else is ignored: a visitor cannot choose their own address.
//!
//! Limits are kept per [`ClientKey`]: an IPv4 address, or an IPv6 /64
//! (one subscriber's network: rotating addresses inside it changes
//! nothing).

use axum::extract::{ConnectInfo, Request};
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use ipnet::IpNet;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// The visitor's address as the site believes it, in each request's
/// extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ClientAddr(pub IpAddr);

/// What limits are counted by: an IPv4 address or an IPv6 /64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct ClientKey(IpAddr);

impl ClientKey {
    /// The key of `ip`: itself for IPv4 (an IPv4-mapped IPv6 address is
    /// its IPv4 address), its /64 for IPv6.
    pub(super) fn of(ip: IpAddr) -> ClientKey {
        match ip {
            IpAddr::V4(v4) => ClientKey(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => ClientKey(IpAddr::V4(v4)),
                None => {
                    let bits = u128::from(v6) & !((1u128 << 64) - 1);
                    ClientKey(IpAddr::V6(Ipv6Addr::from(bits)))
                }
            },
        }
    }
}

/// The proxies whose forwarding headers are believed.
#[derive(Clone, Debug, Default)]
pub(super) struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// These networks.
    pub(super) fn new(networks: Vec<IpNet>) -> TrustedProxies {
        TrustedProxies(networks)
    }

    /// Whether `ip` is one of them.
    pub(super) fn trusts(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        self.0.iter().any(|n| n.contains(&ip))
    }

    /// The visitor behind a request that came from `peer` with
    /// `headers`: `peer` itself unless it is trusted; else the nearest
    /// address in the forwarding chain (read from the right, the hops
    /// each proxy appended) that is not a trusted proxy. A trusted proxy
    /// that names nobody readable is its own visitor.
    pub(super) fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let chain = forwarded_chain(headers);
        let mut visitor = peer;
        for hop in chain.iter().rev() {
            match hop {
                Some(ip) => {
                    visitor = *ip;
                    if !self.trusts(*ip) {
                        break;
                    }
                }
                // An unreadable or hidden hop: nothing beyond it is believed.
                None => break,
            }
        }
        visitor
    }
}

/// Most hops of a forwarding chain read.
const MOST_HOPS: usize = 32;

/// The addresses a request was forwarded for, oldest first: `Forwarded`'s
/// `for=` parameters when it has any (RFC 7239), else `X-Forwarded-For`;
/// `None` for a hop that names no address (`unknown`, an obfuscated name,
/// a malformed value).
fn forwarded_chain(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let mut chain = vec![];
    for value in headers.get_all("forwarded") {
        let Ok(text) = value.to_str() else {
            chain.push(None);
            continue;
        };
        for element in text.split(',') {
            let named = element.split(';').find_map(|pair| {
                let (name, value) = pair.split_once('=')?;
                name.trim()
                    .eq_ignore_ascii_case("for")
                    .then(|| node_address(value.trim()))
            });
            if let Some(named) = named {
                chain.push(named);
            }
        }
    }
    if chain.is_empty() {
        for value in headers.get_all("x-forwarded-for") {
            let Ok(text) = value.to_str() else {
                chain.push(None);
                continue;
            };
            chain.extend(text.split(',').map(|hop| node_address(hop.trim())));
        }
    }
    if chain.len() > MOST_HOPS {
        chain.drain(..chain.len() - MOST_HOPS);
    }
    chain
}

/// An address from a forwarding header's node: `192.0.2.1`,
/// `192.0.2.1:4711`, `"[2001:db8::1]:4711"`, `[2001:db8::1]`, `2001:db8::1`.
fn node_address(node: &str) -> Option<IpAddr> {
    let node = node.trim_matches('"');
    if let Ok(ip) = node.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(socket) = node.parse::<SocketAddr>() {
        return Some(socket.ip());
    }
    let inner = node.strip_prefix('[')?.strip_suffix(']')?;
    inner.parse::<Ipv6Addr>().ok().map(IpAddr::V6)
}

/// Puts the request's [`ClientAddr`] in its extensions.
pub(super) async fn find_client(
    axum::extract::State(proxies): axum::extract::State<std::sync::Arc<TrustedProxies>>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if let Some(peer) = peer {
        let client = proxies.client(peer, request.headers());
        request.extensions_mut().insert(ClientAddr(client));
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_static(v));
        }
        h
    }

    fn proxies(nets: &[&str]) -> TrustedProxies {
        TrustedProxies::new(nets.iter().map(|n| n.parse().unwrap()).collect())
    }

    #[test]
    fn a_forwarding_header_counts_only_from_a_trusted_proxy() {
        let p = proxies(&["10.0.0.0/8"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.7")]);
        assert_eq!(p.client(ip("10.1.1.1"), &h), ip("203.0.113.7"));
        assert_eq!(p.client(ip("198.51.100.2"), &h), ip("198.51.100.2"));
        assert_eq!(
            TrustedProxies::default().client(ip("10.1.1.1"), &h),
            ip("10.1.1.1")
        );
    }

    #[test]
    fn the_visitor_is_the_nearest_untrusted_hop() {
        let p = proxies(&["10.0.0.0/8", "192.0.2.9/32"]);
        // A visitor who wrote their own header gets it appended to.
        let h = headers(&[("x-forwarded-for", "1.2.3.4, 203.0.113.7, 192.0.2.9")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("203.0.113.7"));
        let h = headers(&[(
            "forwarded",
            "for=1.2.3.4, for=\"[2001:db8::1]:4711\";proto=https",
        )]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("2001:db8::1"));
        // Forwarded wins over X-Forwarded-For when both are sent.
        let h = headers(&[
            ("forwarded", "for=198.51.100.1:80"),
            ("x-forwarded-for", "203.0.113.7"),
        ]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("198.51.100.1"));
        // No header, or an unreadable nearest hop: the proxy itself.
        assert_eq!(p.client(ip("10.0.0.1"), &HeaderMap::new()), ip("10.0.0.1"));
        let h = headers(&[("forwarded", "for=unknown")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
        let h = headers(&[("x-forwarded-for", "203.0.113.7, garbage")]);
        assert_eq!(p.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
    }

    #[test]
    fn ipv6_visitors_are_counted_by_their_64() {
        assert_eq!(
            ClientKey::of(ip("2001:db8:1:2:aaaa::1")),
            ClientKey::of(ip("2001:db8:1:2:ffff:1:2:3"))
        );
        assert_ne!(
            ClientKey::of(ip("2001:db8:1:2::1")),
            ClientKey::of(ip("2001:db8:1:3::1"))
        );
        assert_eq!(
            ClientKey::of(ip("::ffff:192.0.2.1")),
            ClientKey::of(ip("192.0.2.1"))
        );
        assert_ne!(
            ClientKey::of(ip("192.0.2.1")),
            ClientKey::of(ip("192.0.2.2"))
        );
    }
}
