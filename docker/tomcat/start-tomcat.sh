#!/bin/sh
# Starts Tomcat in the foreground for wss-bench, outside Maven: the tomcat service of
# docker-compose.yml runs it, and so can the server host of a two-host run (docker/README.md).
#
# The HTTPS keystore settings are not repeated anywhere: this script copies keystore.type and the
# tomcat.keystore.file / tomcat.keystore.password / tomcat.key.alias lines of security.properties
# (then of <keystore dir>/security.properties, which overrides them, as for the web application)
# into a private copy of Tomcat's catalina.properties. Tomcat turns every entry of that file into a
# system property, and server.xml refers to them as ${tomcat.keystore.password} etc. The passwords
# therefore never appear on a command line or in the environment.
#
# Environment (defaults in brackets):
#   CATALINA_HOME                  Tomcat installation (set by the official image)
#   CATALINA_BASE                  [CATALINA_HOME]; its conf/server.xml must be the project's tomcat/server.xml
#   WSSBENCH_HTTP_PORT             [8080]  HTTP connector port
#   WSSBENCH_HTTPS_PORT            [8443]  HTTPS connector port
#   WSSBENCH_LISTEN_ADDRESS        [0.0.0.0] address both connectors listen on (0.0.0.0: every IPv4 interface;
#                                          :: for IPv6 too where the host has it)
#   WSSBENCH_HEAP                  [1g]    Tomcat heap (-Xms and -Xmx)
#   WSSBENCH_KEYSTORE_DIR          [/keystores] generated keystores (keystores/generated of a build)
#   WSSBENCH_SECURITY_PROPERTIES   [/opt/wssbench/security.properties] the project's keystores/security.properties
#   WSSBENCH_CATALOG               [synthetic] catalogue spec, read by the web application itself
#   WSSBENCH_STATUS_GC             [true]  allow /status?gc=true (the driver's heap-after-GC samples);
#                                          false on a server that untrusted clients can reach
#   WSSBENCH_STATUS_DETAILS        [false] show /status's details (process id, versions, provider, counters)
#                                          to callers other than the loopback: true when the driver runs in
#                                          another container or on another host
#   WSSBENCH_VARIANTS              [none]  policy variants to deploy (none, all, <base>.<axis> such as sign.suite,
#                                          or variant names); weak suites only for a sweep that asks for them
#   CATALINA_OPTS                  further JVM options, appended after this script's
set -eu

fail() {
    echo "start-tomcat.sh: $*" >&2
    exit 2
}

: "${CATALINA_HOME:?start-tomcat.sh: CATALINA_HOME must name the Tomcat installation}"
base="${CATALINA_BASE:-$CATALINA_HOME}"
http_port="${WSSBENCH_HTTP_PORT:-8080}"
https_port="${WSSBENCH_HTTPS_PORT:-8443}"
heap="${WSSBENCH_HEAP:-1g}"
keystore_dir="${WSSBENCH_KEYSTORE_DIR:-/keystores}"
security_properties="${WSSBENCH_SECURITY_PROPERTIES:-/opt/wssbench/security.properties}"

case "$http_port$https_port" in
    *[!0-9]*|'') fail "WSSBENCH_HTTP_PORT/WSSBENCH_HTTPS_PORT must be port numbers, got '$http_port'/'$https_port'" ;;
esac
case "$heap" in
    *[!0-9kKmMgG]*|[!0-9]*|'') fail "WSSBENCH_HEAP must be a JVM size such as 1g or 512m, got '$heap'" ;;
esac
[ -f "$security_properties" ] || fail "$security_properties not found (mount keystores/security.properties there or set WSSBENCH_SECURITY_PROPERTIES)"
[ -d "$keystore_dir" ] && [ -n "$(ls -A "$keystore_dir" 2>/dev/null)" ] \
    || fail "keystore directory $keystore_dir is missing or empty: build first (mvn -B package -DskipTests creates keystores/generated)"
[ -f "$base/conf/catalina.properties" ] || fail "$base/conf/catalina.properties not found (is CATALINA_BASE a Tomcat 9 base?)"

tomcat_keys='keystore\.type|tomcat\.keystore\.file|tomcat\.keystore\.password|tomcat\.key\.alias'
catalina_properties="$base/temp/wssbench-catalina.properties"
mkdir -p "$base/temp"
umask 077
{
    cat "$base/conf/catalina.properties"
    echo
    echo "# wss-bench: HTTPS keystore settings copied by start-tomcat.sh from $security_properties"
    grep -E "^[[:space:]]*($tomcat_keys)[[:space:]=:]" "$security_properties" || true
    if [ -f "$keystore_dir/security.properties" ]; then
        echo
        echo "# wss-bench: overrides from $keystore_dir/security.properties"
        grep -E "^[[:space:]]*($tomcat_keys)[[:space:]=:]" "$keystore_dir/security.properties" || true
    fi
} > "$catalina_properties"
umask 022
for key in keystore.type tomcat.keystore.file tomcat.keystore.password tomcat.key.alias; do
    grep -Eq "^[[:space:]]*$(echo "$key" | sed 's/\./\\./g')[[:space:]=:]" "$catalina_properties" \
        || fail "$security_properties defines no $key"
done

CATALINA_OPTS="-Xms$heap -Xmx$heap -Djava.awt.headless=true \
-Dcatalina.config=file://$catalina_properties \
-Dwssbench.keystore.dir=$keystore_dir \
-Dwssbench.status.gc=${WSSBENCH_STATUS_GC:-true} \
-Dwssbench.status.details=${WSSBENCH_STATUS_DETAILS:-false} \
-Dwssbench.variants=${WSSBENCH_VARIANTS:-none} \
-Dwssbench.http.port=$http_port -Dwssbench.https.port=$https_port \
-Dwssbench.listen.address=${WSSBENCH_LISTEN_ADDRESS:-0.0.0.0} -Dwssbench.shutdown.port=-1 ${CATALINA_OPTS:-}"
export CATALINA_OPTS

echo "start-tomcat.sh: Tomcat heap $heap, HTTP port $http_port, HTTPS port $https_port, keystores in $keystore_dir"
exec "$CATALINA_HOME/bin/catalina.sh" run
