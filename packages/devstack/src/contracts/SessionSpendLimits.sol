// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// ERC-7715 session permissions enforced on chain for any account (docs/smart-accounts.md, "Sessions"):
/// an account grants a session (an address: the app's session-key smart account) the right to move up to
/// `periodAmount` of one ERC-20 per `periodDuration` seconds until `expiry`. The account approves this contract
/// for the token (as for Permit2); only a granted session moves it, only within its limit, only before its expiry,
/// and never once the account revoked it. Why a contract of our own: the maintained permission frameworks work
/// only from their own accounts (MetaMask's DeleGator, ZeroDev's Kernel, ERC-7579 accounts for Rhinestone's
/// Smart Sessions); SimpleAccount v0.7 installs no module and signs nothing (no ERC-1271). Permit2 (audited)
/// has the same allowance-with-expiry rule but no bytecode on npm.
/// No constructor, no immutables, no owner: the same code at the same address on every chain.
contract SessionSpendLimits {
    using SafeERC20 for IERC20;

    struct Permission {
        address token;
        uint128 periodAmount;
        uint48 periodDuration; // 0: one period, from `start` to `expiry`
        uint48 start;
        uint48 expiry;
        uint48 period; // the period `spent` counts in
        uint128 spent;
    }

    /// account => session => its permission (none: token is zero).
    mapping(address => mapping(address => Permission)) public permissions;

    event Granted(
        address indexed account,
        address indexed session,
        address indexed token,
        uint128 periodAmount,
        uint48 periodDuration,
        uint48 expiry
    );
    event Revoked(address indexed account, address indexed session);
    event Spent(address indexed account, address indexed session, address to, uint256 amount);

    error NoPermission();
    error PermissionExpired(uint48 expiry);
    error SpendLimitExceeded(uint256 available);
    error InvalidPermission();

    /// Called by the account: grants (or replaces) `session`'s permission.
    function grant(address session, address token, uint128 periodAmount, uint48 periodDuration, uint48 expiry)
        external
    {
        if (session == address(0) || token == address(0) || expiry <= block.timestamp) revert InvalidPermission();
        permissions[msg.sender][session] = Permission({
            token: token,
            periodAmount: periodAmount,
            periodDuration: periodDuration,
            start: uint48(block.timestamp),
            expiry: expiry,
            period: 0,
            spent: 0
        });
        emit Granted(msg.sender, session, token, periodAmount, periodDuration, expiry);
    }

    /// Called by the account: `session` moves nothing more.
    function revoke(address session) external {
        delete permissions[msg.sender][session];
        emit Revoked(msg.sender, session);
    }

    /// Called by the session: moves `amount` of the granted token from `account` to `to`, within the limit.
    function spend(address account, address to, uint256 amount) external {
        Permission storage permission = permissions[account][msg.sender];
        if (permission.token == address(0)) revert NoPermission();
        if (block.timestamp >= permission.expiry) revert PermissionExpired(permission.expiry);
        uint48 period = permission.periodDuration == 0
            ? 0
            : uint48((block.timestamp - permission.start) / permission.periodDuration);
        uint256 spent = period == permission.period ? permission.spent : 0;
        if (spent + amount > permission.periodAmount) revert SpendLimitExceeded(permission.periodAmount - spent);
        permission.period = period;
        permission.spent = uint128(spent + amount);
        emit Spent(account, msg.sender, to, amount);
        IERC20(permission.token).safeTransferFrom(account, to, amount);
    }

    /// What `session` may still move from `account` in the current period (0 once expired or revoked).
    function available(address account, address session) external view returns (uint256) {
        Permission storage permission = permissions[account][session];
        if (permission.token == address(0) || block.timestamp >= permission.expiry) return 0;
        uint48 period = permission.periodDuration == 0
            ? 0
            : uint48((block.timestamp - permission.start) / permission.periodDuration);
        uint256 spent = period == permission.period ? permission.spent : 0;
        return permission.periodAmount - spent;
    }
}
