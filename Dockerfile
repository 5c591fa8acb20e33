# Prism Studio's image, for the app instances and the workers alike (compose.yaml runs it
# with two commands). Debian, with the same Debian packages scripts/install.sh installs
# (scripts/apt/*.txt) and the locked npm dependencies, then the production build.
# Not built by CI (it has no Docker engine): docs/deploy.md says how to build and run it;
# the cluster test (npm run test:cluster) runs the same topology without containers.
FROM debian:trixie-slim

ENV DEBIAN_FRONTEND=noninteractive \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_ENV=production
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends nodejs npm ca-certificates \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
# The Debian packages first (a layer that changes rarely): the same script and lists as a
# machine install, so the image and scripts/install.sh cannot drift apart.
COPY scripts/install.sh scripts/install.sh
COPY scripts/apt scripts/apt
COPY package.json package-lock.json .npmrc ./
RUN bash scripts/install.sh && rm -rf /var/lib/apt/lists/* /root/.npm

COPY . .
RUN npm run build

# Uploaded and generated files go to S3 (FILE_STORE=s3) in this topology; DATA_DIR only
# holds what each process keeps for itself (model downloads, temporary files).
ENV DATA_DIR=/data PORT=3000
VOLUME /data
EXPOSE 3000
# The app; compose.yaml runs the workers from the same image with `npm run worker`.
CMD ["node", "--conditions=react-server", "--enable-source-maps", "build/server/server.cjs", "-p", "3000"]
