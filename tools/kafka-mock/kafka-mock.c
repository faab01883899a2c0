/*
 * kafka-mock: a Kafka-protocol test broker built on librdkafka's mock cluster (STACK.md,
 * "Kafka in tests"). Usage: kafka-mock [topic ...]
 *
 * - starts a 1-broker mock cluster and creates every topic given on argv with 3 partitions;
 * - pins LeaveGroup (ApiKey 13) to v0..1 because v3 answers are malformed in librdkafka 2.0.2;
 * - prints the bootstrap servers ("127.0.0.1:PORT") on stdout line 1;
 * - reads commands from stdin, one per line, and answers each with one line:
 *     down -> broker 1 drops its connections and refuses new ones   -> "ok"
 *     up   -> broker 1 accepts connections again                    -> "ok"
 *     anything else                                                 -> "error: unknown command"
 * - exits 0 on SIGTERM/SIGINT or stdin EOF (so it dies with its parent), 1 on startup failure.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static volatile sig_atomic_t stopping = 0;

static void on_signal(int sig) {
  (void)sig;
  stopping = 1;
}

int main(int argc, char **argv) {
  char errstr[512];
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  /* The mock cluster needs a client handle to live in; it is never used to produce. */
  if (rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof(errstr)) != RD_KAFKA_CONF_OK) {
    fprintf(stderr, "kafka-mock: %s\n", errstr);
    return 1;
  }
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
  if (!rk) {
    fprintf(stderr, "kafka-mock: rd_kafka_new failed: %s\n", errstr);
    return 1;
  }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, 1);
  if (!mc) {
    fprintf(stderr, "kafka-mock: rd_kafka_mock_cluster_new failed\n");
    rd_kafka_destroy(rk);
    return 1;
  }
  rd_kafka_mock_set_apiversion(mc, 13 /* LeaveGroup */, 0, 1);
  for (int i = 1; i < argc; i++) {
    rd_kafka_resp_err_t err = rd_kafka_mock_topic_create(mc, argv[i], 3, 1);
    if (err) {
      fprintf(stderr, "kafka-mock: cannot create topic %s: %s\n", argv[i], rd_kafka_err2str(err));
      rd_kafka_mock_cluster_destroy(mc);
      rd_kafka_destroy(rk);
      return 1;
    }
  }

  /* No SA_RESTART: a signal interrupts the blocking stdin read so the loop can exit. */
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);

  printf("%s\n", rd_kafka_mock_cluster_bootstraps(mc));
  fflush(stdout);

  char line[256];
  while (!stopping) {
    if (!fgets(line, sizeof(line), stdin)) {
      if (ferror(stdin) && errno == EINTR && !stopping) {
        clearerr(stdin);
        continue;
      }
      break; /* EOF, or interrupted by SIGTERM */
    }
    line[strcspn(line, "\r\n")] = '\0';
    rd_kafka_resp_err_t err;
    if (strcmp(line, "down") == 0) {
      err = rd_kafka_mock_broker_set_down(mc, 1);
    } else if (strcmp(line, "up") == 0) {
      err = rd_kafka_mock_broker_set_up(mc, 1);
    } else if (line[0] == '\0') {
      continue;
    } else {
      printf("error: unknown command\n");
      fflush(stdout);
      continue;
    }
    if (err) printf("error: %s\n", rd_kafka_err2str(err));
    else printf("ok\n");
    fflush(stdout);
  }

  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}
