import { freshPostgres, skipNotice, testDatabaseUrl } from "../support/databases"
import { repositoryContract } from "./repository-contract"

if (!testDatabaseUrl()) skipNotice("repository contract on PostgreSQL")
repositoryContract("PostgreSQL", freshPostgres)
