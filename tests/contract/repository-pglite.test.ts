import { freshPglite } from "../support/databases"
import { repositoryContract } from "./repository-contract"

repositoryContract("PGlite", freshPglite)
